package org.peregrine.interop.conformance;

import java.math.BigDecimal;
import java.util.concurrent.atomic.AtomicLong;

import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CharHolder;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.IntHolder;
import org.omg.CORBA.NO_PERMISSION;
import org.omg.CORBA.StringHolder;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAPackage.ObjectNotActive;
import org.omg.PortableServer.POAPackage.ServantNotActive;
import org.omg.PortableServer.POAPackage.WrongAdapter;
import org.omg.PortableServer.POAPackage.WrongPolicy;
import org.peregrine.interop.Callback;
import org.peregrine.interop.CallbackHelper;
import org.peregrine.interop.Color;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.ConformanceHelper;
import org.peregrine.interop.ConformancePOA;
import org.peregrine.interop.Counter;
import org.peregrine.interop.Empty;
import org.peregrine.interop.GhostSender;
import org.peregrine.interop.Invoice;
import org.peregrine.interop.LongBox;
import org.peregrine.interop.MoneyHolder;
import org.peregrine.interop.Named;
import org.peregrine.interop.Node;
import org.peregrine.interop.Point;
import org.peregrine.interop.PointHolder;
import org.peregrine.interop.PointMatrixHolder;
import org.peregrine.interop.Record;
import org.peregrine.interop.Rejected;
import org.peregrine.interop.Shape;
import org.peregrine.interop.Tally;
import org.peregrine.interop.Value;

/**
 * The server side of the conformance checks: echoes what it receives and does what each
 * operation of {@code Interop.idl} promises. Thread-safe: the ORB may dispatch concurrently.
 */
public final class ConformanceServant extends ConformancePOA {

    private final POA poa;
    private final Runnable onShutdown;
    private final AtomicLong calls = new AtomicLong();
    private volatile int counter;
    private volatile String label = "";
    private volatile String lastOneway = "";

    /**
     * @param poa        where callbacks made by {@link #makeCallback} are activated
     * @param onShutdown run (once per call) when a client calls {@code shutdown()}; it must not
     *                   block and must not shut the ORB down from the calling thread
     */
    public ConformanceServant(POA poa, Runnable onShutdown) {
        this.poa = poa;
        this.onShutdown = onShutdown;
    }

    /** Counts every request that reaches this servant, for the {@code callCount} attribute. */
    @Override
    public OutputStream _invoke(String method, InputStream input, ResponseHandler handler) {
        calls.incrementAndGet();
        return super._invoke(method, input, handler);
    }

    @Override public boolean echoBoolean(boolean v) { return v; }
    @Override public char echoChar(char v) { return v; }
    @Override public char echoWchar(char v) { return v; }
    @Override public byte echoOctet(byte v) { return v; }
    @Override public short echoShort(short v) { return v; }
    @Override public short echoUShort(short v) { return v; }
    @Override public int echoLong(int v) { return v; }
    @Override public int echoULong(int v) { return v; }
    @Override public long echoLongLong(long v) { return v; }
    @Override public long echoULongLong(long v) { return v; }
    @Override public float echoFloat(float v) { return v; }
    @Override public double echoDouble(double v) { return v; }
    @Override public String echoString(String v) { return v; }
    @Override public String echoWstring(String v) { return v; }

    @Override public int[] stringCodePoints(String s) { return s.codePoints().toArray(); }
    @Override public int[] wstringCodePoints(String s) { return s.codePoints().toArray(); }
    @Override public int charCode(char c) { return c; }
    @Override public int wcharCode(char c) { return c; }
    @Override public String stringOf(int[] codePoints) { return new String(codePoints, 0, codePoints.length); }
    @Override public String wstringOf(int[] codePoints) { return new String(codePoints, 0, codePoints.length); }

    @Override
    public void stringOut(int[] codePoints, StringHolder s) {
        s.value = new String(codePoints, 0, codePoints.length);
    }

    @Override
    public void wstringOut(int[] codePoints, StringHolder s) {
        s.value = new String(codePoints, 0, codePoints.length);
    }

    @Override
    public void charOut(int code, CharHolder c) {
        c.value = (char) code;
    }

    @Override
    public void wcharOut(int code, CharHolder c) {
        c.value = (char) code;
    }
    @Override public int echoCelsius(int v) { return v; }

    @Override
    public int combine(IntHolder a, int b, IntHolder sum) {
        int product = a.value * b;
        sum.value = a.value + b;
        a.value = sum.value;
        return product;
    }

    @Override
    public void split(Record r, StringHolder name, PointHolder where) {
        name.value = r.name;
        where.value = r.where;
    }

    @Override public Record echoRecord(Record r) { return r; }

    @Override
    public Color nextColor(Color c) {
        return Color.from_int((c.value() + 1) % 4);
    }

    @Override public Shape echoShape(Shape s) { return s; }
    @Override public Value echoValue(Value v) { return v; }
    @Override public int[] echoLongSeq(int[] s) { return s; }
    @Override public byte[] echoOctetSeq(byte[] s) { return s; }
    @Override public String[] echoStringSeq(String[] s) { return s; }
    @Override public Record[] echoRecordSeq(Record[] s) { return s; }
    @Override public short[] echoShortBoundedSeq(short[] s) { return s; }
    @Override public int[] echoLongArray(int[] a) { return a; }

    @Override
    public Point[][] swapAxes(Point[][] m, PointMatrixHolder copy) {
        copy.value = m;
        Point[][] swapped = new Point[m.length][];
        for (int i = 0; i < m.length; i++) {
            swapped[i] = new Point[m[i].length];
            for (int j = 0; j < m[i].length; j++) {
                swapped[i][j] = new Point(m[i][j].y, m[i][j].x);
            }
        }
        return swapped;
    }

    @Override public int counter() { return counter; }
    @Override public void counter(int value) { counter = value; }
    @Override public String label() { return label; }
    @Override public void label(String value) { label = value; }
    @Override public long callCount() { return calls.get(); }

    @Override public Callback echoRef(Callback c) { return c; }

    @Override
    public Callback makeCallback(String tag) {
        try {
            return CallbackHelper.narrow(poa.servant_to_reference(new CallbackServant(tag)));
        } catch (ServantNotActive | WrongPolicy e) {
            throw new IllegalStateException("the server's POA must allow implicit activation", e);
        }
    }

    @Override
    public String callBack(Callback c, String message) {
        return c.ping(message);
    }

    @Override
    public boolean sameObject(Callback a, Callback b) {
        return a._is_equivalent(b);
    }

    @Override
    public Conformance self() {
        return ConformanceHelper.narrow(_this_object());
    }

    @Override public org.omg.CORBA.Object echoObject(org.omg.CORBA.Object o) { return o; }

    @Override
    public void release(Callback c) {
        try {
            poa.deactivate_object(poa.reference_to_id(c));
        } catch (WrongAdapter e) {
            throw new BAD_PARAM("not a callback made by this server", 1, CompletionStatus.COMPLETED_NO);
        } catch (ObjectNotActive | WrongPolicy e) {
            throw new BAD_PARAM("callback already released: " + e, 2, CompletionStatus.COMPLETED_NO);
        }
    }

    @Override public void post(String message) { lastOneway = message; }
    @Override public String lastOneway() { return lastOneway; }

    @Override
    public void reject(int code, String reason, Color hue) throws Rejected, Empty {
        if (code == 0) {
            throw new Empty();
        }
        throw new Rejected(code, reason, hue);
    }

    @Override
    public void failSystem(int minor, boolean completed) {
        if (completed) {
            throw new NO_PERMISSION("asked for", minor, CompletionStatus.COMPLETED_YES);
        }
        throw new BAD_PARAM("asked for", minor, CompletionStatus.COMPLETED_NO);
    }

    @Override
    public Node echoNode(Node n) {
        return n;
    }

    @Override
    public Node[] echoNodes(Node[] s) {
        return s;
    }

    @Override
    public boolean sameNode(Node a, Node b) {
        return a == b;
    }

    @Override
    public String describeNode(Node n) {
        return n == null ? "null" : n.getClass().getSimpleName() + " " + n.id;
    }

    @Override
    public Node makeGhost(int id) {
        return GhostSender.of(id);
    }

    @Override
    public LongBox echoLongBox(LongBox b) {
        return b;
    }

    @Override
    public String echoNameBox(String b) {
        return b;
    }

    @Override
    public int[] echoLongSeqBox(int[] b) {
        return b;
    }

    @Override
    public Point echoPointBox(Point b) {
        return b;
    }

    @Override
    public Tally echoTally(Tally t) {
        return t;
    }

    @Override
    public String nameOf(Named n) {
        return n.name();
    }

    @Override
    public boolean namedIsValue(Named n) {
        return !(n instanceof org.omg.CORBA.Object);
    }

    @Override
    public int countOn(Counter c, int times) {
        int last = 0;
        for (int i = 0; i < times; i++) {
            last = c.next();
        }
        return last;
    }

    @Override
    public BigDecimal echoMoney(BigDecimal a, MoneyHolder copy, MoneyHolder negated) {
        copy.value = a;
        negated.value = negated.value.negate();
        return a;
    }

    @Override public BigDecimal echoWide(BigDecimal w) { return w; }
    @Override public BigDecimal echoFraction(BigDecimal f) { return f; }
    @Override public Invoice echoInvoice(Invoice i) { return i; }

    @Override
    public org.omg.CORBA.Any echoAny(org.omg.CORBA.Any a) {
        return a;
    }

    @Override
    public String pingInAny(org.omg.CORBA.Any a, String message) {
        return CallbackHelper.extract(a).ping(message);
    }

    @Override
    public void shutdown() {
        onShutdown.run();
    }
}
