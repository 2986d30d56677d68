package org.peregrine.dynany;

import java.util.OptionalLong;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynUnion;
import org.peregrine.giop.error.SystemExceptions;

/**
 * A union (CORBA 3.0 §9.2, DynUnion): the discriminator is component 0, the active member, if
 * there is one, component 1. The discriminator may change through its own DynAny (from {@code
 * get_discriminator} or {@code current_component}); the member is brought in line with it before
 * anything uses it ({@link #refresh}): a member the discriminator no longer selects is replaced by
 * the default value of the one it selects, or by none.
 */
final class DynUnionImpl extends ConstructedDynAny implements DynUnion {

    private static final long serialVersionUID = 1L;

    private final UnionCases cases;
    private AbstractDynAny discriminator;
    /** The active member, or {@code null} if the discriminator selects none. */
    private AbstractDynAny member;
    /** The TypeCode entry of the active member, or -1. */
    private int memberIndex = -1;

    DynUnionImpl(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.cases = new UnionCases(type, dynAnys.unionLabels());
    }

    /** The first member, active, with its default value, and a discriminator that selects it. */
    @Override
    void initDefault() {
        long selecting = cases.defaultIndex() == 0 ? defaultValue() : cases.label(0);
        replace(dynAnys.fromAny(cases.discriminator(selecting), lifetime.component()), 0,
                newComponent(cases.memberType(0)));
    }

    @Override
    void readValue(InputStream in) {
        AbstractDynAny read = readComponent(cases.discriminatorType(), in);
        int selected = cases.selected(cases.valueOf(read.to_any()));
        replace(read, selected, selected < 0 ? null : readComponent(cases.memberType(selected), in));
    }

    private void replace(AbstractDynAny newDiscriminator, int newIndex, AbstractDynAny newMember) {
        retire(discriminator);
        retire(member);
        discriminator = newDiscriminator;
        memberIndex = newIndex;
        member = newMember;
    }

    @Override
    void writeValue(OutputStream out) {
        refresh();
        discriminator.writeValue(out);
        if (member != null) {
            member.writeValue(out);
        }
    }

    /** Makes the member the one the discriminator selects, with its default value if it changes. */
    @Override
    void refresh() {
        int selected = cases.selected(cases.valueOf(discriminator.to_any()));
        if (!cases.sameMember(selected, memberIndex)) {
            retire(member);
            member = selected < 0 ? null : newComponent(cases.memberType(selected));
            if (member == null && position == 1) {
                position = 0;
            }
        }
        memberIndex = selected;
    }

    @Override
    int componentCount() {
        refresh();
        return member == null ? 1 : 2;
    }

    @Override
    AbstractDynAny component(int index) {
        return index == 0 ? discriminator : member;
    }

    private void setDiscriminator(long value) {
        discriminator.load(cases.discriminator(value));
        refresh();
    }

    @Override
    public DynAny get_discriminator() {
        alive();
        return discriminator;
    }

    /** Position 1 if the new value selects a member, else 0. */
    @Override
    public void set_discriminator(DynAny value) throws TypeMismatch {
        alive();
        if (!cases.discriminatorType().equivalent(nonNull(value, "A DynAny").type())) {
            throw new TypeMismatch(value.type() + " is not the discriminator type " + cases.discriminatorType());
        }
        setDiscriminator(cases.valueOf(value.to_any()));
        position = member == null ? 0 : 1;
    }

    /** TypeMismatch if the union has no default case. */
    @Override
    public void set_to_default_member() throws TypeMismatch {
        alive();
        if (cases.defaultIndex() < 0) {
            throw new TypeMismatch(type + " has no default case");
        }
        setDiscriminator(defaultValue());
        position = 0;
    }

    /** A discriminator value that selects the default member, which no label has. */
    private long defaultValue() {
        return cases.unlabelledValue().orElseThrow(() -> SystemExceptions.of(DynAnyMinor.NO_UNLABELLED_VALUE,
                CompletionStatus.COMPLETED_NO, type));
    }

    /** TypeMismatch if the union has a default case, or labels for every discriminator value. */
    @Override
    public void set_to_no_active_member() throws TypeMismatch {
        alive();
        OptionalLong unlabelled = cases.unlabelledValue();
        if (cases.defaultIndex() >= 0 || unlabelled.isEmpty()) {
            throw new TypeMismatch(type + (cases.defaultIndex() >= 0 ? " has a default case"
                    : " has a label for every discriminator value"));
        }
        setDiscriminator(unlabelled.getAsLong());
        position = 0;
    }

    @Override
    public boolean has_no_active_member() {
        alive();
        refresh();
        return member == null;
    }

    /** The kind of the discriminator's type, aliases looked through. */
    @Override
    public TCKind discriminator_kind() {
        alive();
        return TypeCodes.unaliased(cases.discriminatorType()).kind();
    }

    /** The kind of the active member's type, aliases looked through; InvalidValue if none is active. */
    @Override
    public TCKind member_kind() throws InvalidValue {
        return TypeCodes.unaliased(cases.memberType(activeIndex())).kind();
    }

    @Override
    public DynAny member() throws InvalidValue {
        activeIndex();
        return member;
    }

    @Override
    public String member_name() throws InvalidValue {
        return cases.memberName(activeIndex());
    }

    private int activeIndex() throws InvalidValue {
        alive();
        refresh();
        if (member == null) {
            throw new InvalidValue(type + " has no active member");
        }
        return memberIndex;
    }
}
