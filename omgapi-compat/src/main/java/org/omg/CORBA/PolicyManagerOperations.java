package org.omg.CORBA;

/**
 * The operations of CORBA 3.0 §4.9.1's {@code PolicyManager}: the policy overrides of one scope
 * (an ORB's {@code ORBPolicyManager}, a thread's {@code PolicyCurrent}).
 */
public interface PolicyManagerOperations {

    /**
     * The overrides of this scope for the policy types {@code ts}; all of them if {@code ts} is
     * empty. A type without an override here is left out.
     */
    Policy[] get_policy_overrides(int[] ts);

    /**
     * Adds {@code policies} to this scope's overrides ({@link SetOverrideType#ADD_OVERRIDE}) or
     * replaces them all ({@link SetOverrideType#SET_OVERRIDE}; with no policies, removes them).
     *
     * @throws InvalidPolicies naming the indices of the policies this scope cannot take
     */
    void set_policy_overrides(Policy[] policies, SetOverrideType set_add) throws InvalidPolicies;
}
