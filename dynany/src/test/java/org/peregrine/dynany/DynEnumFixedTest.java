package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dyntest.Color;
import dyntest.ColorHelper;
import dyntest.Price;
import dyntest.PriceHelper;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynEnum;
import org.omg.DynamicAny.DynEnumHelper;
import org.omg.DynamicAny.DynFixed;
import org.omg.DynamicAny.DynFixedHelper;
import org.omg.DynamicAny.DynStruct;
import org.omg.DynamicAny.DynStructHelper;

/** DynEnum and DynFixed (CORBA 3.0 §9.2): values by name, ordinal and fixed-point literal. */
class DynEnumFixedTest extends DynAnyTestBase {

    @Test
    void shouldSetAndGetAnEnumByNameAndOrdinal() throws Exception {
        DynEnum color = DynEnumHelper.narrow(dynAny(ColorHelper.type()));
        assertEquals("RED", color.get_as_string(), "the first enumerator");

        color.set_as_string("BLUE");
        assertEquals(2, color.get_as_ulong());
        assertEquals(Color.BLUE, ColorHelper.extract(color.to_any()));
        color.set_as_ulong(1);
        assertEquals("GREEN", color.get_as_string());
        assertThrows(InvalidValue.class, () -> color.set_as_string("PURPLE"));
        assertThrows(InvalidValue.class, () -> color.set_as_ulong(3));
        assertThrows(InvalidValue.class, () -> color.set_as_ulong(-1));
        assertEquals(0, color.component_count());
        assertThrows(TypeMismatch.class, color::current_component);
        assertThrows(TypeMismatch.class, () -> color.insert_ulong(0));
    }

    @Test
    void shouldRoundTripAnEnumAndRefuseAnOrdinalOutsideIt() throws Exception {
        Any blue = orb.create_any();
        ColorHelper.insert(blue, Color.BLUE);
        assertTrue(dynAny(blue).to_any().equal(blue));

        Any forged = orb.create_any();
        forged.type(ColorHelper.type());
        forged.create_output_stream().write_ulong(3);
        MARSHAL e = assertThrows(MARSHAL.class, () -> dynAny(forged));
        assertEquals(DynAnyMinor.BAD_ENUMERATOR.value(), e.minor);
    }

    private static TypeCode money() {
        return orb.create_fixed_tc((short) 5, (short) 2);
    }

    @Test
    void shouldSetAFixedFromALiteralAndGiveItBackWithTheTypesScale() throws Exception {
        DynFixed fixed = DynFixedHelper.narrow(dynAny(money()));
        assertEquals("0.00", fixed.get_value());

        assertTrue(fixed.set_value("123.45"));
        assertEquals("123.45", fixed.get_value());
        assertTrue(fixed.set_value(" -1.5D "));
        assertEquals("-1.50", fixed.get_value());
        assertTrue(fixed.set_value("7.500d"), "trailing zeros lose nothing");
        assertTrue(fixed.set_value(".5"));
        assertEquals("0.50", fixed.get_value());
    }

    @Test
    void shouldTruncateExtraFractionDigitsAndSaySo() throws Exception {
        DynFixed fixed = DynFixedHelper.narrow(dynAny(money()));

        assertFalse(fixed.set_value("1.239"));

        assertEquals("1.23", fixed.get_value());
    }

    @Test
    void shouldRefuseALiteralThatIsNoneOrTooLarge() throws Exception {
        DynFixed fixed = DynFixedHelper.narrow(dynAny(money()));

        assertThrows(TypeMismatch.class, () -> fixed.set_value("12x"));
        assertThrows(TypeMismatch.class, () -> fixed.set_value("."));
        assertThrows(TypeMismatch.class, () -> fixed.set_value("1e3"));
        assertThrows(InvalidValue.class, () -> fixed.set_value("1234.5"));
        assertEquals("0.00", fixed.get_value(), "a refused literal changes nothing");
    }

    @Test
    void shouldConvertAFixedToAndFromAnAny() throws Exception {
        Any price = orb.create_any();
        price.insert_fixed(new BigDecimal("42.10"), money());

        DynFixed fixed = DynFixedHelper.narrow(dynAny(price));
        assertEquals("42.10", fixed.get_value());
        fixed.set_value("-0.01");
        Any back = fixed.to_any();

        assertEquals(new BigDecimal("-0.01"), back.extract_fixed());
        assertTrue(back.type().equal(money()));
        assertTrue(fixed.equal(dynAny(back)));
        assertFalse(fixed.equal(dynAny(price)));
        assertTrue(fixed.copy().equal(fixed));
    }

    @Test
    void shouldReadAndWriteAFixedInsideAStructThatTheHelperExtracts() throws Exception {
        Any original = orb.create_any();
        PriceHelper.insert(original, new Price(new BigDecimal("-12.34"), "EUR"));

        DynStruct price = DynStructHelper.narrow(dynAny(original));
        DynFixed amount = DynFixedHelper.narrow(price.current_component());

        assertEquals("-12.34", amount.get_value());
        assertTrue(price.to_any().equal(original));
        amount.set_value("999.99");
        assertEquals(new BigDecimal("999.99"), PriceHelper.extract(price.to_any()).amount);
        assertEquals(TCKind.tk_alias, amount.type().kind(), "the member's type is the typedef Money");
        assertEquals(new BigDecimal("999.99"), amount.to_any().extract_fixed());
    }

    @Test
    void shouldStartAFixedMemberAtZero() throws Exception {
        DynStruct price = DynStructHelper.narrow(dynAny(PriceHelper.type()));

        Price built = PriceHelper.extract(price.to_any());

        assertEquals(new BigDecimal("0.00"), built.amount);
        assertEquals("", built.currency);
    }
}
