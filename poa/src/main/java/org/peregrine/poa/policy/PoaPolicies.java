package org.peregrine.poa.policy;

import org.omg.CORBA.Policy;
import org.omg.PortableServer.IdAssignmentPolicy;
import org.omg.PortableServer.IdAssignmentPolicyValue;
import org.omg.PortableServer.IdUniquenessPolicy;
import org.omg.PortableServer.IdUniquenessPolicyValue;
import org.omg.PortableServer.ImplicitActivationPolicy;
import org.omg.PortableServer.ImplicitActivationPolicyValue;
import org.omg.PortableServer.LifespanPolicy;
import org.omg.PortableServer.LifespanPolicyValue;
import org.omg.PortableServer.POAPackage.InvalidPolicy;
import org.omg.PortableServer.RequestProcessingPolicy;
import org.omg.PortableServer.RequestProcessingPolicyValue;
import org.omg.PortableServer.ServantRetentionPolicy;
import org.omg.PortableServer.ServantRetentionPolicyValue;
import org.omg.PortableServer.ThreadPolicy;
import org.omg.PortableServer.ThreadPolicyValue;

/**
 * The policy values of one POA, with the defaults of CORBA 3.0 §11.3.8.1 for any not given.
 *
 * @param thread ORB_CTRL_MODEL by default
 * @param lifespan TRANSIENT by default
 * @param uniqueness UNIQUE_ID by default
 * @param assignment SYSTEM_ID by default
 * @param implicit NO_IMPLICIT_ACTIVATION by default (IMPLICIT for the RootPOA)
 * @param retention RETAIN by default
 * @param processing USE_ACTIVE_OBJECT_MAP_ONLY by default
 */
public record PoaPolicies(ThreadPolicyValue thread, LifespanPolicyValue lifespan, IdUniquenessPolicyValue uniqueness,
        IdAssignmentPolicyValue assignment, ImplicitActivationPolicyValue implicit,
        ServantRetentionPolicyValue retention, RequestProcessingPolicyValue processing) {

    /** The RootPOA's policies (§11.3.8.2): the defaults, but IMPLICIT_ACTIVATION. */
    public static final PoaPolicies ROOT = new PoaPolicies(ThreadPolicyValue.ORB_CTRL_MODEL,
            LifespanPolicyValue.TRANSIENT, IdUniquenessPolicyValue.UNIQUE_ID, IdAssignmentPolicyValue.SYSTEM_ID,
            ImplicitActivationPolicyValue.IMPLICIT_ACTIVATION, ServantRetentionPolicyValue.RETAIN,
            RequestProcessingPolicyValue.USE_ACTIVE_OBJECT_MAP_ONLY);

    /**
     * The policies for {@code create_POA}: the given ones over the defaults, checked for the
     * combinations §11.3.8.1 forbids.
     *
     * @throws InvalidPolicy naming the index of the offending policy
     */
    public static PoaPolicies of(Policy[] policies) throws InvalidPolicy {
        ThreadPolicyValue thread = ThreadPolicyValue.ORB_CTRL_MODEL;
        LifespanPolicyValue lifespan = LifespanPolicyValue.TRANSIENT;
        IdUniquenessPolicyValue uniqueness = IdUniquenessPolicyValue.UNIQUE_ID;
        IdAssignmentPolicyValue assignment = IdAssignmentPolicyValue.SYSTEM_ID;
        ImplicitActivationPolicyValue implicit = ImplicitActivationPolicyValue.NO_IMPLICIT_ACTIVATION;
        ServantRetentionPolicyValue retention = ServantRetentionPolicyValue.RETAIN;
        RequestProcessingPolicyValue processing = RequestProcessingPolicyValue.USE_ACTIVE_OBJECT_MAP_ONLY;
        int implicitIndex = -1;
        int processingIndex = -1;
        for (short i = 0; i < (policies == null ? 0 : policies.length); i++) {
            Policy policy = policies[i];
            if (policy instanceof ThreadPolicy p) {
                thread = p.value();
            } else if (policy instanceof LifespanPolicy p) {
                lifespan = p.value();
            } else if (policy instanceof IdUniquenessPolicy p) {
                uniqueness = p.value();
            } else if (policy instanceof IdAssignmentPolicy p) {
                assignment = p.value();
            } else if (policy instanceof ImplicitActivationPolicy p) {
                implicit = p.value();
                implicitIndex = i;
            } else if (policy instanceof ServantRetentionPolicy p) {
                retention = p.value();
            } else if (policy instanceof RequestProcessingPolicy p) {
                processing = p.value();
                processingIndex = i;
            } else {
                throw new InvalidPolicy(i);
            }
        }
        boolean implicitActivation = implicit == ImplicitActivationPolicyValue.IMPLICIT_ACTIVATION;
        if (implicitActivation && (assignment != IdAssignmentPolicyValue.SYSTEM_ID
                || retention != ServantRetentionPolicyValue.RETAIN)) {
            throw new InvalidPolicy((short) implicitIndex);
        }
        if (retention == ServantRetentionPolicyValue.NON_RETAIN
                && processing == RequestProcessingPolicyValue.USE_ACTIVE_OBJECT_MAP_ONLY) {
            throw new InvalidPolicy((short) Math.max(processingIndex, 0));
        }
        return new PoaPolicies(thread, lifespan, uniqueness, assignment, implicit, retention, processing);
    }

    public boolean persistent() {
        return lifespan == LifespanPolicyValue.PERSISTENT;
    }

    public boolean systemId() {
        return assignment == IdAssignmentPolicyValue.SYSTEM_ID;
    }

    public boolean uniqueId() {
        return uniqueness == IdUniquenessPolicyValue.UNIQUE_ID;
    }

    public boolean implicitActivation() {
        return implicit == ImplicitActivationPolicyValue.IMPLICIT_ACTIVATION;
    }

    public boolean retain() {
        return retention == ServantRetentionPolicyValue.RETAIN;
    }
}
