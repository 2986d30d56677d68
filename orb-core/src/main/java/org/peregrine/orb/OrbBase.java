package org.peregrine.orb;

import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.Context;
import org.omg.CORBA.ContextList;
import org.omg.CORBA.Environment;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.Request;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.UnionMember;
import org.omg.CORBA.ValueMember;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.any.AnyImpl;
import org.peregrine.orb.dii.DynamicInvocation;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.orb.typecode.TypeCodeFactory;
import org.peregrine.orb.typecode.TypeCodeImpl;

/**
 * What the full ORB and the singleton ORB share: free streams, value factories, TypeCode
 * construction ({@link TypeCodeImpl}), Anys, the dynamic invocation interface's pseudo-objects
 * and deferred requests ({@link DynamicInvocation}), and the parts of the ORB interface Peregrine
 * does not implement, which raise NO_IMPLEMENT with a message saying so.
 */
abstract class OrbBase extends org.omg.CORBA_2_3.ORB {

    static {
        RmiDelegates.select(); // before the application's first javax.rmi call, if it makes an ORB first
    }

    private final DynamicInvocation dii = new DynamicInvocation(this::create_any);

    /** The stream services for free streams of this ORB. */
    abstract StreamContext streamContext();

    @Override
    public OutputStream create_output_stream() {
        return CdrOutputStream.free(streamContext(), false);
    }

    /** Registers a value factory for {@code id} (CORBA 3.0 §4.6.3); returns the one it replaces. */
    @Override
    public org.omg.CORBA.portable.ValueFactory register_value_factory(String id,
            org.omg.CORBA.portable.ValueFactory factory) {
        return streamContext().valueTypes().register(id, factory);
    }

    /** Removes the value factory registered for {@code id}; BAD_PARAM (OMG minor 1) if none is. */
    @Override
    public void unregister_value_factory(String id) {
        streamContext().valueTypes().unregister(id);
    }

    /**
     * The value factory registered for {@code id}, or else the standard {@code DefaultFactory}
     * class its id names; {@code null} if there is neither.
     */
    @Override
    public org.omg.CORBA.portable.ValueFactory lookup_value_factory(String id) {
        return streamContext().valueTypes().lookup(id);
    }

    static org.omg.CORBA.NO_IMPLEMENT notYet(String what) {
        return (org.omg.CORBA.NO_IMPLEMENT) SystemExceptions.of(OrbMinor.NOT_IMPLEMENTED,
                CompletionStatus.COMPLETED_NO, what);
    }

    /** This ORB's part of the dynamic invocation interface. */
    DynamicInvocation dii() {
        return dii;
    }

    @Override
    public NVList create_list(int count) {
        return dii.createList(count);
    }

    /** NO_IMPLEMENT: the operation's signature would come from an interface repository. */
    @Override
    public NVList create_operation_list(org.omg.CORBA.Object target) {
        return dii.createOperationList(target);
    }

    @Override
    public NamedValue create_named_value(String name, Any value, int flags) {
        return dii.createNamedValue(name, value, flags);
    }

    @Override
    public ExceptionList create_exception_list() {
        return dii.createExceptionList();
    }

    @Override
    public ContextList create_context_list() {
        return dii.createContextList();
    }

    @Override
    public Context get_default_context() {
        return dii.defaultContext();
    }

    @Override
    public Environment create_environment() {
        return dii.createEnvironment();
    }

    @Override
    public void send_multiple_requests_oneway(Request[] requests) {
        dii.deferred().sendOneway(requests);
    }

    @Override
    public void send_multiple_requests_deferred(Request[] requests) {
        dii.deferred().sendDeferred(requests);
    }

    @Override
    public boolean poll_next_response() {
        return dii.deferred().pollNext();
    }

    @Override
    public Request get_next_response() {
        return dii.deferred().getNext();
    }

    @Override
    public TypeCode get_primitive_tc(TCKind kind) {
        return TypeCodeImpl.simple(kind);
    }

    @Override
    public TypeCode create_struct_tc(String id, String name, StructMember[] members) {
        return TypeCodeFactory.struct(TCKind.tk_struct, id, name, members);
    }

    @Override
    public TypeCode create_union_tc(String id, String name, TypeCode discriminator, UnionMember[] members) {
        return TypeCodeFactory.union(id, name, discriminator, members);
    }

    @Override
    public TypeCode create_enum_tc(String id, String name, String[] members) {
        return TypeCodeFactory.enumeration(id, name, members);
    }

    @Override
    public TypeCode create_alias_tc(String id, String name, TypeCode original) {
        return TypeCodeFactory.withContent(TCKind.tk_alias, id, name, original);
    }

    @Override
    public TypeCode create_exception_tc(String id, String name, StructMember[] members) {
        return TypeCodeFactory.struct(TCKind.tk_except, id, name, members);
    }

    @Override
    public TypeCode create_interface_tc(String id, String name) {
        return TypeCodeFactory.named(TCKind.tk_objref, id, name);
    }

    @Override
    public TypeCode create_string_tc(int bound) {
        return TypeCodeImpl.of(TCKind.tk_string).length(bound).build();
    }

    @Override
    public TypeCode create_wstring_tc(int bound) {
        return TypeCodeImpl.of(TCKind.tk_wstring).length(bound).build();
    }

    @Override
    public TypeCode create_sequence_tc(int bound, TypeCode element) {
        return TypeCodeFactory.ofElements(TCKind.tk_sequence, bound, element);
    }

    /**
     * A sequence of the struct or union {@code offset} levels out (1: the one it is a member of);
     * deprecated since CORBA 2.3 for {@link #create_recursive_tc}.
     */
    @Override
    @SuppressWarnings("deprecation")
    public TypeCode create_recursive_sequence_tc(int bound, int offset) {
        if (offset < 1) {
            throw new org.omg.CORBA.BAD_PARAM("create_recursive_sequence_tc needs an offset of at least 1, not "
                    + offset);
        }
        return TypeCodeImpl.recursiveSequence(bound, offset);
    }

    @Override
    public TypeCode create_array_tc(int length, TypeCode element) {
        return TypeCodeFactory.ofElements(TCKind.tk_array, length, element);
    }

    @Override
    public TypeCode create_fixed_tc(short digits, short scale) {
        return TypeCodeImpl.of(TCKind.tk_fixed).fixed(digits, scale).build();
    }

    @Override
    public TypeCode create_value_tc(String id, String name, short typeModifier, TypeCode concreteBase,
            ValueMember[] members) {
        return TypeCodeFactory.value(id, name, typeModifier, concreteBase, members);
    }

    @Override
    public TypeCode create_value_box_tc(String id, String name, TypeCode boxed) {
        return TypeCodeFactory.withContent(TCKind.tk_value_box, id, name, boxed);
    }

    @Override
    public TypeCode create_native_tc(String id, String name) {
        return TypeCodeFactory.named(TCKind.tk_native, id, name);
    }

    @Override
    public TypeCode create_recursive_tc(String id) {
        return TypeCodeImpl.recursive(id);
    }

    @Override
    public TypeCode create_abstract_interface_tc(String id, String name) {
        return TypeCodeFactory.named(TCKind.tk_abstract_interface, id, name);
    }

    @Override
    public Any create_any() {
        return new AnyImpl(streamContext());
    }
}
