package org.omg.CORBA;

/**
 * CORBA 3.0 §4.9.1's local interface {@code PolicyManager}, which {@code glassfish-corba-omgapi}
 * lacks: an ORB answers {@code resolve_initial_references("ORBPolicyManager")} with one.
 */
public interface PolicyManager extends PolicyManagerOperations, org.omg.CORBA.Object,
        org.omg.CORBA.portable.IDLEntity {
}
