package org.peregrine.orb.any;

import java.io.Serializable;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.portable.BoxedValueHelper;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.orb.typecode.TypeCodeImpl;

/**
 * Writes the box an any's TypeCode names around a bare {@link String}: a box of {@code string}
 * or {@code wstring} maps to {@code String} itself (IDL-to-Java §1.18.1), so the value alone says
 * neither which box it is in nor which of the two it holds, and a {@code String} written as a
 * value on its own would travel as {@code CORBA::StringValue}. Immutable.
 */
final class StringBox implements BoxedValueHelper {

    private final String id;
    private final boolean wide;

    private StringBox(String id, boolean wide) {
        this.id = id;
        this.wide = wide;
    }

    /** The box {@code type} names, if it holds a string or a wstring; else null. */
    static StringBox of(TypeCode type) {
        try {
            int content = TypeCodeImpl.unaliased(type.content_type()).kind().value();
            if (content != TCKind._tk_string && content != TCKind._tk_wstring) {
                return null;
            }
            return new StringBox(type.id(), content == TCKind._tk_wstring);
        } catch (BadKind e) {
            throw new IllegalStateException("a value box TypeCode without an id or contents", e);
        }
    }

    @Override
    public Serializable read_value(InputStream in) {
        return wide ? in.read_wstring() : in.read_string();
    }

    @Override
    public void write_value(OutputStream out, Serializable value) {
        if (wide) {
            out.write_wstring((String) value);
        } else {
            out.write_string((String) value);
        }
    }

    @Override
    public String get_id() {
        return id;
    }
}
