package org.peregrine.orb;

import io.netty.buffer.Unpooled;
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
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.StreamContext;

/**
 * What the full ORB and the singleton ORB share: free streams, and the parts of the ORB
 * interface Peregrine does not implement yet (the DII, TypeCode and Any), which raise
 * NO_IMPLEMENT with a message saying so.
 */
abstract class OrbBase extends org.omg.CORBA_2_3.ORB {

    /** Free streams are not tied to a connection: UTF-8 loses no character. */
    private static final CodeSets FREE_STREAM_CODE_SETS = new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);

    /** The stream services for free streams of this ORB. */
    abstract StreamContext streamContext();

    @Override
    public OutputStream create_output_stream() {
        CdrWriter writer = new CdrWriter().wrap(Unpooled.buffer(256), 0, false, GiopVersion.V1_2, FREE_STREAM_CODE_SETS);
        return new CdrOutputStream(streamContext(), writer, null);
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

    @Override
    public NVList create_list(int count) {
        throw notYet("The DII (create_list)");
    }

    @Override
    public NamedValue create_named_value(String name, Any value, int flags) {
        throw notYet("The DII (create_named_value)");
    }

    @Override
    public ExceptionList create_exception_list() {
        throw notYet("The DII (create_exception_list)");
    }

    @Override
    public ContextList create_context_list() {
        throw notYet("The DII (create_context_list)");
    }

    @Override
    public Context get_default_context() {
        throw notYet("The DII (get_default_context)");
    }

    @Override
    public Environment create_environment() {
        throw notYet("The DII (create_environment)");
    }

    @Override
    public void send_multiple_requests_oneway(Request[] requests) {
        throw notYet("The DII (send_multiple_requests_oneway)");
    }

    @Override
    public void send_multiple_requests_deferred(Request[] requests) {
        throw notYet("The DII (send_multiple_requests_deferred)");
    }

    @Override
    public boolean poll_next_response() {
        throw notYet("The DII (poll_next_response)");
    }

    @Override
    public Request get_next_response() {
        throw notYet("The DII (get_next_response)");
    }

    @Override
    public TypeCode get_primitive_tc(TCKind kind) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_struct_tc(String id, String name, StructMember[] members) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_union_tc(String id, String name, TypeCode discriminator, UnionMember[] members) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_enum_tc(String id, String name, String[] members) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_alias_tc(String id, String name, TypeCode original) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_exception_tc(String id, String name, StructMember[] members) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_interface_tc(String id, String name) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_string_tc(int bound) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_wstring_tc(int bound) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_sequence_tc(int bound, TypeCode element) {
        throw notYet("TypeCode");
    }

    @Override
    @SuppressWarnings("deprecation")
    public TypeCode create_recursive_sequence_tc(int bound, int offset) {
        throw notYet("TypeCode");
    }

    @Override
    public TypeCode create_array_tc(int length, TypeCode element) {
        throw notYet("TypeCode");
    }

    @Override
    public Any create_any() {
        throw notYet("Any");
    }
}
