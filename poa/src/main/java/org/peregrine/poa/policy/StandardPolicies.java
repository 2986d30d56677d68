package org.peregrine.poa.policy;

import org.omg.CORBA.LocalObject;
import org.omg.CORBA.Policy;
import org.omg.PortableServer.ID_ASSIGNMENT_POLICY_ID;
import org.omg.PortableServer.ID_UNIQUENESS_POLICY_ID;
import org.omg.PortableServer.IMPLICIT_ACTIVATION_POLICY_ID;
import org.omg.PortableServer.IdAssignmentPolicy;
import org.omg.PortableServer.IdAssignmentPolicyValue;
import org.omg.PortableServer.IdUniquenessPolicy;
import org.omg.PortableServer.IdUniquenessPolicyValue;
import org.omg.PortableServer.ImplicitActivationPolicy;
import org.omg.PortableServer.ImplicitActivationPolicyValue;
import org.omg.PortableServer.LIFESPAN_POLICY_ID;
import org.omg.PortableServer.LifespanPolicy;
import org.omg.PortableServer.LifespanPolicyValue;
import org.omg.PortableServer.REQUEST_PROCESSING_POLICY_ID;
import org.omg.PortableServer.RequestProcessingPolicy;
import org.omg.PortableServer.RequestProcessingPolicyValue;
import org.omg.PortableServer.SERVANT_RETENTION_POLICY_ID;
import org.omg.PortableServer.ServantRetentionPolicy;
import org.omg.PortableServer.ServantRetentionPolicyValue;
import org.omg.PortableServer.THREAD_POLICY_ID;
import org.omg.PortableServer.ThreadPolicy;
import org.omg.PortableServer.ThreadPolicyValue;

/**
 * The seven standard POA policy objects (CORBA 3.0 §11.3.7). Each is immutable, so {@code copy}
 * returns itself and {@code destroy} does nothing.
 */
public final class StandardPolicies {

    private StandardPolicies() {
    }

    /** What every policy object shares. */
    private abstract static class Base extends LocalObject implements Policy {
        private final int type;

        Base(int type) {
            this.type = type;
        }

        @Override
        public int policy_type() {
            return type;
        }

        @Override
        public Policy copy() {
            return this;
        }

        @Override
        public void destroy() {
            // immutable: nothing to release
        }
    }

    /** The THREAD_POLICY_ID policy. */
    public static final class Thread extends Base implements ThreadPolicy {
        private final ThreadPolicyValue value;

        public Thread(ThreadPolicyValue value) {
            super(THREAD_POLICY_ID.value);
            this.value = value;
        }

        @Override
        public ThreadPolicyValue value() {
            return value;
        }
    }

    /** The LIFESPAN_POLICY_ID policy. */
    public static final class Lifespan extends Base implements LifespanPolicy {
        private final LifespanPolicyValue value;

        public Lifespan(LifespanPolicyValue value) {
            super(LIFESPAN_POLICY_ID.value);
            this.value = value;
        }

        @Override
        public LifespanPolicyValue value() {
            return value;
        }
    }

    /** The ID_UNIQUENESS_POLICY_ID policy. */
    public static final class IdUniqueness extends Base implements IdUniquenessPolicy {
        private final IdUniquenessPolicyValue value;

        public IdUniqueness(IdUniquenessPolicyValue value) {
            super(ID_UNIQUENESS_POLICY_ID.value);
            this.value = value;
        }

        @Override
        public IdUniquenessPolicyValue value() {
            return value;
        }
    }

    /** The ID_ASSIGNMENT_POLICY_ID policy. */
    public static final class IdAssignment extends Base implements IdAssignmentPolicy {
        private final IdAssignmentPolicyValue value;

        public IdAssignment(IdAssignmentPolicyValue value) {
            super(ID_ASSIGNMENT_POLICY_ID.value);
            this.value = value;
        }

        @Override
        public IdAssignmentPolicyValue value() {
            return value;
        }
    }

    /** The IMPLICIT_ACTIVATION_POLICY_ID policy. */
    public static final class ImplicitActivation extends Base implements ImplicitActivationPolicy {
        private final ImplicitActivationPolicyValue value;

        public ImplicitActivation(ImplicitActivationPolicyValue value) {
            super(IMPLICIT_ACTIVATION_POLICY_ID.value);
            this.value = value;
        }

        @Override
        public ImplicitActivationPolicyValue value() {
            return value;
        }
    }

    /** The SERVANT_RETENTION_POLICY_ID policy. */
    public static final class ServantRetention extends Base implements ServantRetentionPolicy {
        private final ServantRetentionPolicyValue value;

        public ServantRetention(ServantRetentionPolicyValue value) {
            super(SERVANT_RETENTION_POLICY_ID.value);
            this.value = value;
        }

        @Override
        public ServantRetentionPolicyValue value() {
            return value;
        }
    }

    /** The REQUEST_PROCESSING_POLICY_ID policy. */
    public static final class RequestProcessing extends Base implements RequestProcessingPolicy {
        private final RequestProcessingPolicyValue value;

        public RequestProcessing(RequestProcessingPolicyValue value) {
            super(REQUEST_PROCESSING_POLICY_ID.value);
            this.value = value;
        }

        @Override
        public RequestProcessingPolicyValue value() {
            return value;
        }
    }
}
