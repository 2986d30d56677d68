package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.Expect.equal;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;

import org.omg.CORBA.DATA_CONVERSION;
import org.peregrine.interop.CENT;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.Invoice;
import org.peregrine.interop.MoneyHolder;

/**
 * IDL fixed (CORBA 3.0 §15.3.2.8) both ways: values of {@code fixed<9,2>}, {@code fixed<31,0>} and
 * {@code fixed<4,4>}, zero, negative values, the most digits, a struct of fixed members and a
 * sequence of them, a value of another scale, one that does not fit, and a constant. A value
 * comes back at its type's scale, so values are compared with {@link BigDecimal#equals}, scale
 * included.
 */
final class FixedChecks {

    private FixedChecks() {
    }

    static List<Check> all(CheckContext context) {
        Conformance t = context.target();
        return List.of(
                new Check("fixed.echo", () -> {
                    for (String text : new String[] {"12.34", "-12.34", "0.01", "-0.01", "1234567.89"}) {
                        BigDecimal value = new BigDecimal(text);
                        MoneyHolder copy = new MoneyHolder();
                        MoneyHolder negated = new MoneyHolder(value);
                        equal(value, t.echoMoney(value, copy, negated), "result " + text);
                        equal(value, copy.value, "out " + text);
                        equal(value.negate(), negated.value, "inout " + text);
                    }
                }),
                new Check("fixed.zero", () -> {
                    MoneyHolder negated = new MoneyHolder(new BigDecimal("0.00"));
                    equal(new BigDecimal("0.00"), t.echoMoney(new BigDecimal("0.00"), new MoneyHolder(), negated),
                            "fixed<9,2>");
                    equal(new BigDecimal("0.00"), negated.value, "negated zero");
                    equal(BigDecimal.ZERO, t.echoWide(BigDecimal.ZERO), "fixed<31,0>");
                    equal(new BigDecimal("0.0000"), t.echoFraction(new BigDecimal("0.0000")), "fixed<4,4>");
                }),
                new Check("fixed.maxDigits", () -> {
                    BigDecimal widest = new BigDecimal("9".repeat(31));
                    equal(widest, t.echoWide(widest), "31 nines");
                    equal(widest.negate(), t.echoWide(widest.negate()), "-31 nines");
                    equal(new BigDecimal("-9999999.99"), t.echoMoney(new BigDecimal("-9999999.99"), new MoneyHolder(),
                            new MoneyHolder(BigDecimal.ONE)), "fixed<9,2>");
                    equal(new BigDecimal("0.9999"), t.echoFraction(new BigDecimal("0.9999")), "fixed<4,4>");
                    equal(new BigDecimal("-0.0001"), t.echoFraction(new BigDecimal("-0.0001")), "fixed<4,4>");
                }),
                new Check("fixed.rescaled", () -> {
                    equal(new BigDecimal("1.50"), t.echoMoney(new BigDecimal("1.5"), new MoneyHolder(),
                            new MoneyHolder(BigDecimal.ONE)), "1.5 as fixed<9,2>");
                    equal(new BigDecimal("0.5000"), t.echoFraction(new BigDecimal("0.5")), "0.5 as fixed<4,4>");
                }),
                new Check("fixed.struct", () -> {
                    Invoice invoice = new Invoice(new BigDecimal("-4321.10"), new BigDecimal("1.125"),
                            new BigDecimal("0.5000"), new BigDecimal[] {new BigDecimal("1.00"),
                                new BigDecimal("-2.50"), new BigDecimal("0.00")});
                    equal(text(invoice), text(t.echoInvoice(invoice)), "Invoice");
                }),
                new Check("fixed.tooManyDigitsRejected", () -> {
                    for (String text : new String[] {"10000000.00", "-10000000", "0.001"}) {
                        Expect.raises(DATA_CONVERSION.class, () -> t.echoMoney(new BigDecimal(text),
                                new MoneyHolder(), new MoneyHolder(BigDecimal.ONE)), text + " as fixed<9,2>");
                    }
                    equal(new BigDecimal("7.00"), t.echoMoney(new BigDecimal("7"), new MoneyHolder(),
                            new MoneyHolder(BigDecimal.ONE)), "the next call still works");
                }),
                new Check("fixed.constant", () -> {
                    equal(new BigDecimal("0.01"), CENT.value, "CENT");
                    equal(CENT.value, t.echoMoney(CENT.value, new MoneyHolder(), new MoneyHolder(CENT.value)),
                            "CENT echoed");
                }));
    }

    private static String text(Invoice invoice) {
        return "Invoice[" + invoice.total + "," + invoice.rate + "," + invoice.share + ","
                + Arrays.toString(invoice.lines) + "]";
    }
}
