package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dyntest.CelsiusHelper;
import dyntest.CodeHelper;
import dyntest.ThingHelper;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.TCKind;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;

/**
 * DynAnys of basic types (CORBA 3.0 §9.2): each kind's insert and get, the default values of
 * {@code create_dyn_any_from_type_code}, conversion to and from an any, and TypeMismatch for
 * another kind.
 */
class BasicDynAnyTest extends DynAnyTestBase {

    /** Inserts a value, reads it back, and checks the any it converts to holds it. */
    @Test
    void shouldInsertGetAndConvertEveryPrimitive() throws Exception {
        DynAny d = dynAny(tc(TCKind.tk_boolean));
        d.insert_boolean(true);
        assertTrue(d.get_boolean());
        assertTrue(d.to_any().extract_boolean());

        d = dynAny(tc(TCKind.tk_octet));
        d.insert_octet((byte) 0xfe);
        assertEquals((byte) 0xfe, d.to_any().extract_octet());

        d = dynAny(tc(TCKind.tk_char));
        d.insert_char('q');
        assertEquals('q', d.to_any().extract_char());

        d = dynAny(tc(TCKind.tk_wchar));
        d.insert_wchar('\u4e16');
        assertEquals('\u4e16', d.get_wchar());
        assertEquals('\u4e16', d.to_any().extract_wchar());

        d = dynAny(tc(TCKind.tk_short));
        d.insert_short((short) -2);
        assertEquals(-2, d.to_any().extract_short());

        d = dynAny(tc(TCKind.tk_ushort));
        d.insert_ushort((short) 0xfffe);
        assertEquals((short) 0xfffe, d.to_any().extract_ushort());

        d = dynAny(tc(TCKind.tk_long));
        d.insert_long(-3);
        assertEquals(-3, d.to_any().extract_long());

        d = dynAny(tc(TCKind.tk_ulong));
        d.insert_ulong(0xfffffffd);
        assertEquals(0xfffffffd, d.get_ulong());

        d = dynAny(tc(TCKind.tk_longlong));
        d.insert_longlong(-4L);
        assertEquals(-4L, d.to_any().extract_longlong());

        d = dynAny(tc(TCKind.tk_ulonglong));
        d.insert_ulonglong(-5L);
        assertEquals(-5L, d.get_ulonglong());

        d = dynAny(tc(TCKind.tk_float));
        d.insert_float(1.5f);
        assertEquals(1.5f, d.to_any().extract_float());

        d = dynAny(tc(TCKind.tk_double));
        d.insert_double(-2.25);
        assertEquals(-2.25, d.get_double());
    }

    @Test
    void shouldInsertGetAndConvertStringsTypeCodesAnysAndReferences() throws Exception {
        DynAny d = dynAny(orb.create_string_tc(0));
        d.insert_string("Grüße");
        assertEquals("Grüße", d.to_any().extract_string());

        d = dynAny(orb.create_wstring_tc(0));
        d.insert_wstring("Grüße, 世界");
        assertEquals("Grüße, 世界", d.get_wstring());
        assertEquals("Grüße, 世界", d.to_any().extract_wstring());

        d = dynAny(tc(TCKind.tk_TypeCode));
        d.insert_typecode(tc(TCKind.tk_double));
        assertEquals(TCKind.tk_double, d.get_typecode().kind());
        assertEquals(TCKind.tk_double, d.to_any().extract_TypeCode().kind());

        Any inner = orb.create_any();
        inner.insert_long(99);
        d = dynAny(tc(TCKind.tk_any));
        d.insert_any(inner);
        assertEquals(99, d.get_any().extract_long());
        assertEquals(99, d.to_any().extract_any().extract_long());
        assertEquals(99, d.get_dyn_any().get_long(), "get_dyn_any: the inner any as a DynAny");

        DynAny seven = dynAny(tc(TCKind.tk_long));
        seven.insert_long(7);
        d.insert_dyn_any(seven);
        assertEquals(7, d.get_any().extract_long());

        org.omg.CORBA.Object thing = orb.string_to_object("corbaloc:iiop:1.2@127.0.0.1:1/thing");
        d = dynAny(ThingHelper.type());
        d.insert_reference(thing);
        Any reference = d.to_any();
        assertEquals(ThingHelper.type(), reference.type());
        assertEquals(orb.object_to_string(thing), orb.object_to_string(reference.extract_Object()));
    }

    @Test
    void shouldStartFromTheDefaultValueOfEachBasicType() throws Exception {
        assertFalse(dynAny(tc(TCKind.tk_boolean)).get_boolean());
        assertEquals(0, dynAny(tc(TCKind.tk_octet)).get_octet());
        assertEquals('\0', dynAny(tc(TCKind.tk_char)).get_char());
        assertEquals('\0', dynAny(tc(TCKind.tk_wchar)).get_wchar());
        assertEquals(0, dynAny(tc(TCKind.tk_short)).get_short());
        assertEquals(0, dynAny(tc(TCKind.tk_ushort)).get_ushort());
        assertEquals(0, dynAny(tc(TCKind.tk_long)).get_long());
        assertEquals(0, dynAny(tc(TCKind.tk_ulong)).get_ulong());
        assertEquals(0, dynAny(tc(TCKind.tk_longlong)).get_longlong());
        assertEquals(0, dynAny(tc(TCKind.tk_ulonglong)).get_ulonglong());
        assertEquals(0f, dynAny(tc(TCKind.tk_float)).get_float());
        assertEquals(0d, dynAny(tc(TCKind.tk_double)).get_double());
        assertEquals("", dynAny(orb.create_string_tc(0)).get_string());
        assertEquals("", dynAny(orb.create_wstring_tc(0)).get_wstring());
        assertEquals(TCKind.tk_null, dynAny(tc(TCKind.tk_TypeCode)).get_typecode().kind());
        assertEquals(TCKind.tk_null, dynAny(tc(TCKind.tk_any)).get_any().type().kind());

        DynAny reference = dynAny(ThingHelper.type());
        assertNull(reference.get_reference());
        assertNull(reference.to_any().extract_Object(), "a nil reference converts to an any");
    }

    @Test
    void shouldConvertAnAnyOfABasicTypeBackToAnEqualAny() throws Exception {
        Any celsius = orb.create_any();
        CelsiusHelper.insert(celsius, -40);
        Any empty = orb.create_any();
        Any text = orb.create_any();
        text.insert_wstring("wide");

        for (Any original : new Any[] {celsius, empty, text}) {
            DynAny d = dynAny(original);
            assertTrue(d.to_any().equal(original), original.type().toString());
            assertTrue(d.type().equal(original.type()));
        }
        assertEquals(-40, dynAny(celsius).get_long(), "an alias holds the value of its original type");
    }

    @Test
    void shouldRaiseTypeMismatchForAnotherKind() throws Exception {
        DynAny d = dynAny(tc(TCKind.tk_long));

        assertThrows(TypeMismatch.class, () -> d.insert_short((short) 1));
        assertThrows(TypeMismatch.class, () -> d.insert_ulong(1));
        assertThrows(TypeMismatch.class, d::get_string);
        assertThrows(TypeMismatch.class, d::get_val);
        assertThrows(TypeMismatch.class, () -> dynAny(tc(TCKind.tk_char)).insert_wchar('x'));
        assertThrows(TypeMismatch.class, () -> d.from_any(orb.create_any()));
        assertThrows(TypeMismatch.class, d::current_component, "a basic DynAny has no components");
    }

    @Test
    void shouldRaiseInvalidValueForAStringOverItsBound() throws Exception {
        DynAny code = dynAny(CodeHelper.type());

        code.insert_string("12345");
        assertThrows(InvalidValue.class, () -> code.insert_string("123456"));
        assertEquals("12345", code.get_string());
        assertThrows(BAD_PARAM.class, () -> code.insert_string(null));
    }

    @Test
    void shouldRaiseInvalidValueFromAnAnyWithATypeButNoValue() throws Exception {
        Any typedOnly = orb.create_any();
        typedOnly.type(tc(TCKind.tk_long));

        assertThrows(InvalidValue.class, () -> dynAny(tc(TCKind.tk_long)).from_any(typedOnly));
    }

    @Test
    void shouldHaveNoComponentsToIterate() throws Exception {
        DynAny d = dynAny(tc(TCKind.tk_long));

        assertEquals(0, d.component_count());
        assertFalse(d.seek(0));
        assertFalse(d.next());
        d.rewind();
        d.insert_long(5); // the position stays -1: a basic DynAny is its own value
        assertEquals(5, d.get_long());
    }
}
