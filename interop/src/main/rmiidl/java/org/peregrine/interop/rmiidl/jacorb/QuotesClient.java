package org.peregrine.interop.rmiidl.jacorb;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;

import org.omg.CORBA.ORB;
import org.peregrine.interop.rmiidl.Quote;
import org.peregrine.interop.rmiidl.Quotes;
import org.peregrine.interop.rmiidl.QuotesHelper;

/**
 * Calls a {@code Quotes} RMI-IIOP server through the stubs JacORB's IDL compiler generates from
 * the IDL java2idl writes of it (the interop build compiles both into
 * target/rmiidl/jacorb/classes): {@code Quotes}, {@code QuotesHelper} and {@code Quote} here are
 * the classes JacORB generates in {@code org.peregrine.interop.rmiidl}, not the Java ones.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=org.jacorb.orb.ORB ... QuotesClient IOR-FILE
 * </pre>
 *
 * Prints {@code ok CHECK} or {@code FAIL CHECK: ...} for each check; exit status 0 only if all
 * passed, 2 on a usage error.
 */
public final class QuotesClient {

    private int failures;

    private QuotesClient() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: QuotesClient IOR-FILE");
            System.exit(2);
        }
        ORB orb = ORB.init(new String[0], System.getProperties());
        String ior = Files.readString(Path.of(args[0]), StandardCharsets.US_ASCII).trim();
        Quotes quotes = QuotesHelper.narrow(orb.string_to_object(ior));
        QuotesClient client = new QuotesClient();
        client.run(quotes);
        orb.shutdown(true);
        System.exit(client.failures == 0 ? 0 : 1);
    }

    private void run(Quotes quotes) {
        check("add", 5, () -> quotes.add(2, 3));
        check("describe", "true 255 \u0416 -300 70000 5000000000 1.5 0.25",
                () -> quotes.describe(true, (byte) -1, '\u0416', (short) -300, 70000, 5_000_000_000L, 1.5f, 0.25));
        check("upper", '\u0416', () -> quotes.upper('\u0436'));
        check("greet", "Hello, Gr\u00fc\u00dfe \u20ac", () -> quotes.greet("Gr\u00fc\u00dfe \u20ac"));
        check("greetNull", null, () -> quotes.greet(null));
        check("turnover", 25.0, () -> quotes.turnover(quote(1, 2.5, 10)));
        // Not quote() nor next(): JacORB 3.9 cannot read a value whose repository id is an RMI: one
        // through IDL stubs. It takes such an id for a Java class to load, finds JacORB's own
        // abstract Quote, an IDLEntity, and hands the value's state to QuoteHelper.read, which
        // reads it as a whole value: "MARSHAL: Exception unmarshaling IDLEntity: MARSHAL: buffer
        // too small" (CDRInputStream.read_untyped_value). Sending one works, as turnover shows.
        check("average", 2.5, () -> quotes.average(new double[] {1, 2, 3, 4}));
        check("scale", "[0.5, 3.0, -1.0]", () -> Arrays.toString(quotes.scale(new double[] {0.25, 1.5, -0.5}, 2)));
        check("calls", 1L, () -> -quotes.calls() + quotes.calls());
    }

    /** A Quote to send: JacORB makes every value type an abstract class, this one with nothing to implement. */
    private static Quote quote(int day, double price, long volume) {
        Quote quote = new Quote() {
            private static final long serialVersionUID = 1L;
        };
        quote.day = day;
        quote.price = price;
        quote.volume = volume;
        return quote;
    }

    private void check(String name, Object expected, Call call) {
        try {
            Object actual = call.run();
            if (Objects.equals(expected, actual)) {
                System.out.println("ok " + name);
            } else {
                fail(name, "expected " + expected + ", got " + actual);
            }
        } catch (RuntimeException e) {
            fail(name, e.toString());
        }
    }

    private void fail(String name, String why) {
        failures++;
        System.out.println("FAIL " + name + ": " + why);
    }

    /** One call to the server, whose result a check compares. */
    private interface Call {
        Object run();
    }
}
