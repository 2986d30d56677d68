package org.peregrine.orb.any;

import java.io.Serializable;
import java.lang.reflect.Method;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.peregrine.orb.typecode.TypeCodeImpl;

/**
 * The TypeCode {@code Any.insert_Value(value)} gives a value: its generated Helper's {@code
 * type()} (the Helper of its class or of the nearest superclass that has one, as a value's
 * implementation class extends the generated one), else ValueBase's. Looked up once per class.
 */
final class ValueTypeCodes {

    private static final TypeCode VALUE_BASE = TypeCodeImpl.of(TCKind.tk_value)
            .named("IDL:omg.org/CORBA/ValueBase:1.0", "ValueBase").members(new String[0], new TypeCode[0])
            .visibilities(new short[0], org.omg.CORBA.VM_NONE.value, null).build();

    private static final ClassValue<TypeCode> BY_CLASS = new ClassValue<>() {
        @Override
        protected TypeCode computeValue(Class<?> type) {
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                try {
                    Method helperType = Class.forName(c.getName() + "Helper", false, c.getClassLoader())
                            .getMethod("type");
                    return (TypeCode) helperType.invoke(null);
                } catch (ReflectiveOperationException | ClassCastException e) {
                    // no Helper for this class: try its superclass
                }
            }
            return VALUE_BASE;
        }
    };

    private ValueTypeCodes() {
    }

    static TypeCode of(Serializable value) {
        return value == null ? VALUE_BASE : BY_CLASS.get(value.getClass());
    }
}
