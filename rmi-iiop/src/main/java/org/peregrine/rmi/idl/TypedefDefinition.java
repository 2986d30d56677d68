package org.peregrine.rmi.idl;

/**
 * The typedefs the mapping defines for the Java types that travel as an IDL basic type (§1.3.10):
 * {@code java.lang.Object}, {@code java.io.Serializable} and {@code java.io.Externalizable} as
 * {@code any}, {@code java.rmi.Remote} as {@code Object}; {@code ::java::lang::_Object}, for
 * one, is an {@code any}.
 *
 * @param name the Java type's IDL name
 * @param type the IDL type it stands for
 */
record TypedefDefinition(IdlTypeName name, String type) implements IdlDefinition {

    @Override
    public Kind kind() {
        return Kind.TYPEDEF;
    }

    @Override
    public void write(IdlWriter out) {
        out.line("typedef " + type + " " + name.idlMember() + ";");
    }
}
