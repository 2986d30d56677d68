package org.peregrine.dynany;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.VM_CUSTOM;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.StreamableValue;
import org.omg.CORBA.portable.ValueBase;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynValue;
import org.omg.DynamicAny.NameDynAnyPair;
import org.omg.DynamicAny.NameValuePair;
import org.peregrine.giop.error.SystemExceptions;

/**
 * A value of a value type (CORBA 3.0 §9.2, DynValue): null, or one component per state member,
 * those of its concrete base types first.
 *
 * <p>A value read from an any is kept as the Java object the ORB's stream made of it, and taken
 * apart into members only when one is needed ({@link #members()}): a graph of values may share
 * values and have cycles, which only the Java object keeps, and taking it apart level by level,
 * as the caller goes down, ends where the caller stops. Until then the value is written back
 * whole, sharing and all. Its members are what its {@code _write} writes, so only a streamable
 * value of exactly this type is taken apart; the state of a custom value is whatever its {@code
 * marshal} writes, so it is never taken apart nor built from members (NO_IMPLEMENT).
 */
final class DynValueImpl extends ValueCommonDynAny implements DynValue {

    private static final long serialVersionUID = 1L;

    private final MemberLayout layout;
    private final boolean custom;
    private boolean isNull = true;
    /** The value as the stream read it, until it is taken apart; {@code null} once it is. */
    private Serializable whole;
    /** The members, once taken apart or set; {@code null} before. */
    private List<AbstractDynAny> members;

    DynValueImpl(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.layout = MemberLayout.of(type);
        this.custom = TypeCodes.typeModifier(TypeCodes.unaliased(type)) == VM_CUSTOM.value;
    }

    @Override
    boolean isNull() {
        return isNull;
    }

    @Override
    void becomeNull() {
        keepWhole(null);
    }

    @Override
    void becomeValue() {
        List<AbstractDynAny> defaults = new ArrayList<>(layout.size());
        for (int i = 0; i < layout.size(); i++) {
            defaults.add(newComponent(layout.type(i)));
        }
        replaceMembers(defaults);
    }

    private void keepWhole(Serializable value) {
        retire(members == null ? List.of() : members);
        members = null;
        whole = value;
        isNull = value == null;
    }

    private void replaceMembers(List<AbstractDynAny> replacement) {
        if (custom) {
            throw SystemExceptions.of(DynAnyMinor.CUSTOM_VALUE, CompletionStatus.COMPLETED_NO, id);
        }
        retire(members == null ? List.of() : members);
        members = replacement;
        whole = null;
        isNull = false;
    }

    @Override
    void readValue(InputStream in) {
        keepWhole(readJavaValue(in));
    }

    @Override
    void writeValue(OutputStream out) {
        if (isNull) {
            ValueEncoding.writeNull(out);
        } else if (whole != null) {
            ((org.omg.CORBA_2_3.portable.OutputStream) out).write_value(whole, id);
        } else {
            ValueEncoding.writeHeader(out, id);
            for (AbstractDynAny member : members) {
                member.writeValue(out);
            }
        }
    }

    /** The members, taking the value apart if it is still whole. */
    private List<AbstractDynAny> members() {
        if (members == null) {
            replaceMembers(takenApart(whole));
        }
        return members;
    }

    private List<AbstractDynAny> takenApart(Serializable value) {
        if (custom) {
            throw SystemExceptions.of(DynAnyMinor.CUSTOM_VALUE, CompletionStatus.COMPLETED_NO, id);
        }
        if (!(value instanceof StreamableValue streamable)) {
            throw SystemExceptions.of(DynAnyMinor.VALUE_NOT_STREAMABLE, CompletionStatus.COMPLETED_NO,
                    value.getClass().getName(), id);
        }
        String actual = streamable._truncatable_ids()[0];
        if (!actual.equals(id)) {
            throw SystemExceptions.of(DynAnyMinor.VALUE_OF_DERIVED_TYPE, CompletionStatus.COMPLETED_NO, actual, id);
        }
        OutputStream state = dynAnys.orb().create_output_stream();
        streamable._write(state);
        InputStream in = state.create_input_stream();
        List<AbstractDynAny> parts = new ArrayList<>(layout.size());
        for (int i = 0; i < layout.size(); i++) {
            parts.add(readComponent(layout.type(i), in));
        }
        return parts;
    }

    @Override
    Serializable value() {
        return isNull ? null : whole != null ? whole : to_any().extract_Value();
    }

    /** TypeMismatch unless {@code value} is of this type or one derived from it. */
    @Override
    void setValue(Serializable value) throws TypeMismatch {
        if (value instanceof ValueBase typed && !isOfThisType(typed)) {
            throw new TypeMismatch("A " + typed._truncatable_ids()[0] + " is not a " + id);
        }
        super.setValue(value);
    }

    /** Whether this type is {@code value}'s or one of its base types (by TypeCode, or by its truncatable ids). */
    private boolean isOfThisType(ValueBase value) {
        if (value instanceof StreamableValue streamable) {
            for (TypeCode t = streamable._type(); t != null; t = TypeCodes.concreteBase(TypeCodes.unaliased(t))) {
                if (TypeCodes.id(t).equals(id)) {
                    return true;
                }
            }
        }
        return Arrays.asList(value._truncatable_ids()).contains(id);
    }

    @Override
    int componentCount() {
        return isNull ? 0 : layout.size();
    }

    @Override
    AbstractDynAny component(int index) {
        return members().get(index);
    }

    /** TypeMismatch for a null value, InvalidValue at position -1. */
    @Override
    public String current_member_name() throws TypeMismatch, InvalidValue {
        return layout.currentName(this);
    }

    @Override
    public TCKind current_member_kind() throws TypeMismatch, InvalidValue {
        return layout.currentKind(this);
    }

    @Override
    public NameValuePair[] get_members() throws InvalidValue {
        return layout.pairs(nonNullMembers());
    }

    /** Makes a null value a value. */
    @Override
    public void set_members(NameValuePair[] value) throws TypeMismatch, InvalidValue {
        alive();
        setMembers(layout.components(value, this));
    }

    @Override
    public NameDynAnyPair[] get_members_as_dyn_any() throws InvalidValue {
        return layout.dynAnyPairs(nonNullMembers());
    }

    @Override
    public void set_members_as_dyn_any(NameDynAnyPair[] value) throws TypeMismatch, InvalidValue {
        alive();
        setMembers(layout.components(value, this));
    }

    private void setMembers(List<AbstractDynAny> members) {
        replaceMembers(members);
        resetPosition();
    }

    private List<AbstractDynAny> nonNullMembers() throws InvalidValue {
        alive();
        if (isNull) {
            throw new InvalidValue("The value is null");
        }
        return members();
    }
}
