package org.peregrine.dynany;

import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyFactoryPackage.InconsistentTypeCode;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.error.OrbMinor;

/**
 * What every DynAny does (CORBA 3.0 §9.2): its TypeCode, its lifetime, the conversions to and from
 * an {@code any}, comparison, copying, and the current position among its components. Each kind
 * of DynAny reads and writes its value as CDR ({@link #readValue}, {@link #writeValue}) in the
 * layout its TypeCode gives, so an {@code any} is converted through the standard Any streams:
 * {@code create_input_stream} to read one, {@code create_output_stream} to fill one.
 *
 * <p>DynAny objects are local objects, used by one thread at a time (not thread-safe).
 */
abstract class AbstractDynAny extends InsertAndGet {

    private static final long serialVersionUID = 1L;

    /** The TypeCode the DynAny was made for, aliases included. */
    final TypeCode type;
    final DynAnys dynAnys;
    final Lifetime lifetime;
    /** The index of the current component; -1 for none. */
    int position = -1;

    AbstractDynAny(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        this.type = type;
        this.dynAnys = dynAnys;
        this.lifetime = lifetime;
    }

    /** Sets the value a DynAny made from its TypeCode alone has. */
    abstract void initDefault();

    /** Replaces the value by one of this DynAny's type read from {@code in}. */
    abstract void readValue(InputStream in);

    /** Writes the value to {@code out} as CDR of this DynAny's type. */
    abstract void writeValue(OutputStream out);

    /** Replaces the value by the one {@code any} holds, of an equivalent type. */
    void load(Any any) {
        readValue(any.create_input_stream());
    }

    /** Puts the value into {@code any}, typed by this DynAny's TypeCode. */
    void store(Any any) {
        any.type(type);
        writeValue(any.create_output_stream());
    }

    /** How many components the value has now. */
    int componentCount() {
        return 0;
    }

    /** The component at the current position, that an insert or get goes to. */
    AbstractDynAny currentForAccess() throws TypeMismatch, InvalidValue {
        throw new TypeMismatch("A DynAny of " + type + " has no components");
    }

    /** Sets the current position as a new value has it: 0 if it has components, else -1. */
    final void resetPosition() {
        position = componentCount() > 0 ? 0 : -1;
    }

    /** OBJECT_NOT_EXIST if this DynAny was destroyed. */
    final void alive() {
        lifetime.check(type);
    }

    static <T> T nonNull(T argument, String what) {
        if (argument == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, CompletionStatus.COMPLETED_NO, what);
        }
        return argument;
    }

    final void requireEquivalent(TypeCode other) throws TypeMismatch {
        if (!type.equivalent(nonNull(other, "A TypeCode"))) {
            throw new TypeMismatch(other + " is not equivalent to " + type);
        }
    }

    // ---- DynAny ----------------------------------------------------------------------------

    @Override
    public TypeCode type() {
        alive();
        return type;
    }

    @Override
    public void assign(DynAny value) throws TypeMismatch {
        alive();
        requireEquivalent(nonNull(value, "A DynAny").type());
        load(value.to_any());
        resetPosition();
    }

    /** InvalidValue if {@code value} has a TypeCode but no value. */
    @Override
    public void from_any(Any value) throws TypeMismatch, InvalidValue {
        alive();
        requireEquivalent(nonNull(value, "An any").type());
        try {
            load(value);
        } catch (BAD_OPERATION noValue) {
            InvalidValue invalid = new InvalidValue(noValue.getMessage());
            invalid.initCause(noValue);
            throw invalid;
        }
        resetPosition();
    }

    @Override
    public Any to_any() {
        alive();
        Any any = dynAnys.orb().create_any();
        store(any);
        return any;
    }

    /**
     * Equivalent types, and values whose encodings are the same: what comparing component by
     * component down to the basic values gives, found by the Any's own comparison. The other
     * DynAny's value is read into an any of this one's type, which {@code Any.equal} requires.
     */
    @Override
    public boolean equal(DynAny other) {
        alive();
        if (other == null || !type.equivalent(other.type())) {
            return false;
        }
        Any theirs = dynAnys.orb().create_any();
        theirs.read_value(other.to_any().create_input_stream(), type);
        return to_any().equal(theirs);
    }

    /** Destroys a top-level DynAny and its components; on a component, does nothing (§9.2). */
    @Override
    public void destroy() {
        alive();
        if (lifetime.isTopLevel()) {
            lifetime.end();
        }
    }

    /** A new top-level DynAny of the same type holding a deep copy of the value. */
    @Override
    public DynAny copy() {
        alive();
        AbstractDynAny copy = dynAnys.instance(type, Lifetime.topLevel());
        copy.load(to_any());
        copy.resetPosition();
        return copy;
    }

    // ---- iteration ---------------------------------------------------------------------------

    @Override
    public boolean seek(int index) {
        alive();
        return moveTo(index);
    }

    @Override
    public void rewind() {
        alive();
        moveTo(0);
    }

    @Override
    public boolean next() {
        alive();
        return moveTo(position + 1);
    }

    private boolean moveTo(int index) {
        if (index < 0 || index >= componentCount()) {
            position = -1;
            return false;
        }
        position = index;
        return true;
    }

    @Override
    public int component_count() {
        alive();
        return componentCount();
    }

    /** TypeMismatch: a DynAny of this kind has no components. */
    @Override
    public DynAny current_component() throws TypeMismatch {
        alive();
        throw new TypeMismatch("A DynAny of " + type + " has no components");
    }

    // ---- where inserts and gets go -------------------------------------------------------------

    @Override
    final Any slot(TCKind kind) throws TypeMismatch, InvalidValue {
        return basicTarget().valueOf(kind);
    }

    @Override
    final Any textSlot(TCKind kind, String text) throws TypeMismatch, InvalidValue {
        return basicTarget().textOf(kind, text);
    }

    private BasicDynAny basicTarget() throws TypeMismatch, InvalidValue {
        return target(BasicDynAny.class, "of a basic type");
    }

    @Override
    final ValueCommonDynAny valueTarget() throws TypeMismatch, InvalidValue {
        return target(ValueCommonDynAny.class, "a value");
    }

    /**
     * This DynAny if it is a {@code kind}, else its current component if that is one: TypeMismatch
     * if it is not, or if this DynAny has no components, InvalidValue if it has no current one.
     */
    private <T> T target(Class<T> kind, String what) throws TypeMismatch, InvalidValue {
        alive();
        if (kind.isInstance(this)) {
            return kind.cast(this);
        }
        AbstractDynAny current = currentForAccess();
        if (kind.isInstance(current)) {
            return kind.cast(current);
        }
        throw new TypeMismatch("The current component, of " + current.type + ", is not " + what);
    }

    /** TypeMismatch if no DynAny holds a value of its type. */
    @Override
    final DynAny newDynAny(Any value) throws TypeMismatch {
        try {
            SupportedTypes.check(value.type());
        } catch (InconsistentTypeCode e) {
            TypeMismatch mismatch = new TypeMismatch(e.getMessage());
            mismatch.initCause(e);
            throw mismatch;
        }
        return dynAnys.fromAny(value, Lifetime.topLevel());
    }

    /** Whether this is a DynAny of the DynamicAny interface {@code repositoryId} names, for narrowing. */
    @Override
    public boolean _is_a(String repositoryId) {
        for (Class<?> c = getClass(); c != null; c = c.getSuperclass()) {
            for (Class<?> implemented : c.getInterfaces()) {
                if (isDynamicAnyInterface(implemented, repositoryId)) {
                    return true;
                }
            }
        }
        return "IDL:omg.org/CORBA/Object:1.0".equals(repositoryId);
    }

    private static boolean isDynamicAnyInterface(Class<?> type, String repositoryId) {
        if (type.getPackageName().equals("org.omg.DynamicAny")
                && ("IDL:omg.org/DynamicAny/" + type.getSimpleName() + ":1.0").equals(repositoryId)) {
            return true;
        }
        for (Class<?> parent : type.getInterfaces()) {
            if (isDynamicAnyInterface(parent, repositoryId)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + type + "]";
    }
}
