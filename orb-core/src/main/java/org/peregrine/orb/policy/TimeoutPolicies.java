package org.peregrine.orb.policy;

import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.Policy;
import org.omg.CORBA.PolicyError;
import org.omg.Messaging.RELATIVE_REQ_TIMEOUT_POLICY_TYPE;
import org.omg.Messaging.RELATIVE_RT_TIMEOUT_POLICY_TYPE;

/** {@code ORB.create_policy} for the policies Peregrine's ORB makes: the relative timeouts. */
public final class TimeoutPolicies {

    private TimeoutPolicies() {}

    /**
     * The policy of {@code type} with the value {@code value} holds: a {@code TimeBase::TimeT}
     * for the relative timeouts.
     *
     * @throws PolicyError BAD_POLICY_TYPE for another type, BAD_POLICY_VALUE for a value of
     *     another type
     */
    public static Policy create(int type, Any value) throws PolicyError {
        if (type != RELATIVE_RT_TIMEOUT_POLICY_TYPE.value && type != RELATIVE_REQ_TIMEOUT_POLICY_TYPE.value) {
            throw new PolicyError("policy type " + type + " is not one this ORB makes",
                    org.omg.CORBA.BAD_POLICY_TYPE.value);
        }
        if (!holdsUnsignedLongLong(value)) {
            throw new PolicyError("a relative timeout's value is a TimeBase::TimeT", org.omg.CORBA.BAD_POLICY_VALUE.value);
        }
        long expiry = value.create_input_stream().read_ulonglong();
        return type == RELATIVE_RT_TIMEOUT_POLICY_TYPE.value ? new RoundtripTimeout(expiry) : new RequestTimeout(expiry);
    }

    /** Whether {@code value} holds an {@code unsigned long long}, named by a typedef (TimeT) or not. */
    private static boolean holdsUnsignedLongLong(Any value) {
        TypeCode type = value.type();
        try {
            while (type.kind() == TCKind.tk_alias) {
                type = type.content_type();
            }
        } catch (BadKind e) {
            return false; // an alias has a content type: not reached
        }
        return type.kind() == TCKind.tk_ulonglong;
    }
}
