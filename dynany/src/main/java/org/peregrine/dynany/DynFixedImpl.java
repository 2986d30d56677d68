package org.peregrine.dynany;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynFixed;
import org.peregrine.orb.spi.FixedPoint;

/**
 * A fixed-point value (CORBA 3.0 §9.2, DynFixed), held as a {@link BigDecimal} with the scale of
 * its type and read and written as text in the form of an IDL fixed-point literal. No components.
 * Its encoding, (digits + 2) / 2 octets, depends on the type's digits and scale ({@link
 * FixedPoint}).
 */
final class DynFixedImpl extends AbstractDynAny implements DynFixed {

    private static final long serialVersionUID = 1L;

    /** An IDL fixed-point literal with an optional sign: digits, an optional point and fraction, d or D. */
    private static final Pattern LITERAL = Pattern.compile("\\s*([+-]?)(\\d*)(?:\\.(\\d*))?[dD]?\\s*");

    private final short digits;
    private final short scale;
    private BigDecimal value;

    DynFixedImpl(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        TypeCode fixed = TypeCodes.unaliased(type);
        this.digits = TypeCodes.fixedDigits(fixed);
        this.scale = TypeCodes.fixedScale(fixed);
    }

    /** Zero. */
    @Override
    void initDefault() {
        value = BigDecimal.ZERO.setScale(scale);
    }

    @Override
    void readValue(InputStream in) {
        value = FixedPoint.read(in, digits, scale);
    }

    @Override
    void writeValue(OutputStream out) {
        FixedPoint.write(out, value, digits, scale);
    }

    /** The value with as many fraction digits as the type's scale, without exponent or d. */
    @Override
    public String get_value() {
        alive();
        return value.toPlainString();
    }

    /**
     * Sets the value from an IDL fixed-point literal (the d optional, a sign allowed): true if it
     * fits exactly, false if fraction digits beyond the scale were cut off. TypeMismatch if
     * {@code text} is not such a literal, InvalidValue if its integer part has more digits than
     * the type leaves for it.
     */
    @Override
    public boolean set_value(String text) throws TypeMismatch, InvalidValue {
        alive();
        Matcher literal = LITERAL.matcher(nonNull(text, "A fixed-point literal"));
        String integer = literal.matches() ? literal.group(2) : "";
        String fraction = literal.matches() && literal.group(3) != null ? literal.group(3) : "";
        if (integer.isEmpty() && fraction.isEmpty()) {
            throw new TypeMismatch("Not a fixed-point literal: \"" + text + "\"");
        }
        BigDecimal exact = new BigDecimal(literal.group(1) + (integer.isEmpty() ? "0" : integer) + "."
                + (fraction.isEmpty() ? "0" : fraction));
        BigDecimal fitted = exact.setScale(scale, RoundingMode.DOWN);
        if (fitted.precision() - fitted.scale() > digits - scale) {
            throw new InvalidValue(text.strip() + " has more integer digits than fixed<" + digits + "," + scale
                    + "> holds");
        }
        value = fitted;
        return fitted.compareTo(exact) == 0;
    }
}
