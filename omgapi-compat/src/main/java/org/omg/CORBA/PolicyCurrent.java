package org.omg.CORBA;

/**
 * CORBA 3.0 §4.9.1's local interface {@code PolicyCurrent}, which {@code glassfish-corba-omgapi}
 * lacks: the policy overrides of the calling thread, from {@code
 * resolve_initial_references("PolicyCurrent")}.
 */
public interface PolicyCurrent extends PolicyCurrentOperations, PolicyManager, Current,
        org.omg.CORBA.portable.IDLEntity {
}
