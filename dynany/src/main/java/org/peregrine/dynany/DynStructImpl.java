package org.peregrine.dynany;

import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynStruct;
import org.omg.DynamicAny.NameDynAnyPair;
import org.omg.DynamicAny.NameValuePair;

/**
 * A struct or an exception (CORBA 3.0 §9.2, DynStruct): one component per member, in order. An
 * exception's value starts with its repository id (CORBA 3.0 §15.3.2.7), which is its type's.
 */
final class DynStructImpl extends ConstructedDynAny implements DynStruct {

    private static final long serialVersionUID = 1L;

    private final MemberLayout layout;
    private final boolean exception;
    private List<AbstractDynAny> members = List.of();

    DynStructImpl(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.layout = MemberLayout.of(type);
        this.exception = TypeCodes.kind(type) == TCKind._tk_except;
    }

    @Override
    void initDefault() {
        List<AbstractDynAny> defaults = new ArrayList<>(layout.size());
        for (int i = 0; i < layout.size(); i++) {
            defaults.add(newComponent(layout.type(i)));
        }
        replaceMembers(defaults);
    }

    @Override
    void readValue(InputStream in) {
        if (exception) {
            in.read_string();
        }
        List<AbstractDynAny> read = new ArrayList<>(layout.size());
        for (int i = 0; i < layout.size(); i++) {
            read.add(readComponent(layout.type(i), in));
        }
        replaceMembers(read);
    }

    @Override
    void writeValue(OutputStream out) {
        if (exception) {
            out.write_string(TypeCodes.id(TypeCodes.unaliased(type)));
        }
        for (AbstractDynAny member : members) {
            member.writeValue(out);
        }
    }

    private void replaceMembers(List<AbstractDynAny> replacement) {
        retire(members);
        members = replacement;
    }

    @Override
    int componentCount() {
        return members.size();
    }

    @Override
    AbstractDynAny component(int index) {
        return members.get(index);
    }

    @Override
    boolean canHaveComponents() {
        return layout.size() > 0;
    }

    /** TypeMismatch for an exception without members, InvalidValue at position -1. */
    @Override
    public String current_member_name() throws TypeMismatch, InvalidValue {
        return layout.currentName(this);
    }

    @Override
    public TCKind current_member_kind() throws TypeMismatch, InvalidValue {
        return layout.currentKind(this);
    }

    @Override
    public NameValuePair[] get_members() {
        alive();
        return layout.pairs(members);
    }

    @Override
    public void set_members(NameValuePair[] value) throws TypeMismatch, InvalidValue {
        alive();
        setMembers(layout.components(value, this));
    }

    @Override
    public NameDynAnyPair[] get_members_as_dyn_any() {
        alive();
        return layout.dynAnyPairs(members);
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
}
