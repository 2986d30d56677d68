package org.peregrine.rmi.idl;

import java.util.List;

/**
 * The IDL exception a remote method raises for a Java exception it declares (§1.3.7):
 * {@code exception FooEx { ::pkg::FooException value; };} beside the exception's value type, with
 * the id {@link ExceptionIds} gives, which the ties send.
 *
 * @param name {@code FooEx} in the exception class's modules
 * @param valueType the IDL type of the exception's value
 * @param repositoryId the exception's id
 */
record ExceptionDefinition(IdlTypeName name, String valueType, String repositoryId) implements IdlDefinition {

    static ExceptionDefinition of(Class<? extends Throwable> exception, IdlTypes types) {
        return new ExceptionDefinition(nameOf(exception), types.reference(exception), ExceptionIds.of(exception));
    }

    /** The IDL exception's name: the class's, its {@code Exception} suffix made {@code Ex}. */
    static IdlTypeName nameOf(Class<?> exception) {
        IdlTypeName value = IdlTypeName.of(exception);
        return new IdlTypeName(value.modules(), ExceptionIds.exceptionName(value.member()), false);
    }

    @Override
    public Kind kind() {
        return Kind.EXCEPTION;
    }

    @Override
    public void write(IdlWriter out) {
        out.block("exception " + name.idlMember(), List.of(valueType + " value;"));
        out.line(IdlDefinition.pragmaId(name.idlMember(), repositoryId));
    }
}
