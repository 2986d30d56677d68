package org.peregrine.testsupport.rmi;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Sample Java values for RMI-IIOP value marshaling (Java Language to IDL Mapping §1.4; CORBA 3.0 §15.3.4):
 * vector-capture writes each with the GlassFish ORB's value handler, and Peregrine's tests write and read the same
 * samples and compare with those octets. Each supplier builds a fresh value equal to the last, with no randomness
 * and no clock. The nested classes are the fixtures: their {@code equals} and {@code hashCode} cover exactly the
 * state that travels (transient, static and non-Serializable-superclass fields are left out), so a value read back
 * equals a fresh sample. Arrays (top-level samples) compare with {@link Arrays#deepEquals}; {@link RingNode}'s
 * equality walks its ring.
 */
public final class RmiSamples {

    /** The non-ASCII text the samples carry: Latin-1 letters, Cyrillic and the euro sign (outside ISO 8859-1). */
    public static final String TEXT = "Grüße, Жук €";

    /** Every sample by name, in a stable order. */
    public static final Map<String, Supplier<Serializable>> ALL = samples();

    private RmiSamples() {
    }

    private static Map<String, Supplier<Serializable>> samples() {
        Map<String, Supplier<Serializable>> m = new LinkedHashMap<>();
        m.put("primitives", RmiSamples::primitives);
        m.put("subclass", RmiSamples::extended);
        m.put("plain-superclass", RmiSamples::overPlainBase);
        m.put("transients", RmiSamples::transients);
        m.put("custom-default-extra", RmiSamples::customWithExtra);
        m.put("custom-no-default", () -> customNoDefault(42, TEXT));
        m.put("custom-empty", CustomEmpty::new);
        m.put("custom-nested", RmiSamples::customHolder);
        m.put("custom-inherited", RmiSamples::customChild);
        m.put("persistent-fields", RmiSamples::persistentFields);
        m.put("write-replace", () -> new Money(12_345, "EUR"));
        m.put("externalizable", () -> new ExternalPair(7, TEXT, "more"));
        m.put("enum-fields", () -> new EnumFields(Color.GREEN, Op.MINUS));
        m.put("enum", () -> Color.BLUE);
        m.put("enum-constant-body", () -> Op.PLUS);
        m.put("record", () -> new Point3(3, -4, TEXT));
        m.put("shared", RmiSamples::shared);
        m.put("cycle", () -> RingNode.ring("a", "b", "c"));
        m.put("array-fields", RmiSamples::arrayFields);
        m.put("int-array", RmiSamples::ints);
        m.put("long-array", RmiSamples::longs);
        m.put("byte-array", RmiSamples::bytes);
        m.put("char-array", RmiSamples::chars);
        m.put("boolean-array", RmiSamples::booleans);
        m.put("double-array", RmiSamples::doubles);
        m.put("string-array", RmiSamples::strings);
        m.put("fixture-array", RmiSamples::leaves);
        m.put("int-array-2d", RmiSamples::matrix);
        m.put("integer", () -> 0x01020304);
        m.put("long", () -> 0x0102030405060708L);
        m.put("string", () -> TEXT);
        m.put("array-list", () -> new ArrayList<>(mixedList()));
        m.put("linked-list", () -> new LinkedList<>(mixedList()));
        m.put("hash-map", () -> new HashMap<>(numbers()));
        m.put("tree-map", () -> new TreeMap<>(numbers()));
        m.put("hash-set", () -> new HashSet<>(List.of("alpha", "beta", "gamma")));
        m.put("date", () -> new Date(1_000_000_000_000L));
        m.put("big-decimal", () -> new BigDecimal("12345.678"));
        m.put("big-integer", () -> BigInteger.ONE.shiftLeft(100).add(BigInteger.valueOf(7)));
        m.put("uuid", () -> new UUID(0x0123456789abcdefL, 0xfedcba9876543210L));
        m.put("object-field", () -> new ObjectHolder(0x0a0b0c0d));
        m.put("serializable-field", () -> new SerializableHolder(TEXT));
        m.put("list-field", () -> new ListHolder(new ArrayList<>(mixedList())));
        m.put("null-fields", NullFields::new);
        return Collections.unmodifiableMap(m);
    }

    static Primitives primitives() {
        return fill(new Primitives());
    }

    private static <T extends Primitives> T fill(T p) {
        p.l = 0x0102030405060708L;
        p.text = TEXT;
        p.c = 'Ж';
        p.z = true;
        p.d = -2.5e-10;
        p.b = (byte) 0xab;
        p.i = -123_456_789;
        p.f = 1.5f;
        p.s = (short) -2;
        return p;
    }

    static Extended extended() {
        Extended e = fill(new Extended());
        e.extra = 0x11223344;
        e.note = "é in the subclass";
        return e;
    }

    static OverPlainBase overPlainBase() {
        OverPlainBase o = new OverPlainBase();
        o.baseCount = 99;
        o.baseName = "set after construction, not sent";
        o.id = 0x7fff_ffff_ffffL;
        o.name = "over a plain base";
        return o;
    }

    static Transients transients() {
        Transients t = new Transients();
        t.cached = 99;
        t.cachedText = "transient, not sent";
        t.kept = 5;
        t.keptText = "kept";
        return t;
    }

    public static CustomWithExtra customWithExtra() {
        CustomWithExtra c = new CustomWithExtra();
        c.x = 17;
        c.label = "default part";
        c.extraNumber = 0x01020304;
        c.extraText = TEXT;
        return c;
    }

    static CustomNoDefault customNoDefault(int number, String text) {
        CustomNoDefault c = new CustomNoDefault();
        c.number = number;
        c.text = text;
        return c;
    }

    static CustomHolder customHolder() {
        CustomHolder h = new CustomHolder();
        h.id = 3;
        h.inner = customWithExtra();
        h.trailer = customNoDefault(-1, "trailer");
        return h;
    }

    static CustomChild customChild() {
        CustomChild c = new CustomChild();
        c.baseValue = 10;
        c.baseExtra = "base extra";
        c.childValue = -20L;
        return c;
    }

    static PersistentFields persistentFields() {
        PersistentFields p = new PersistentFields();
        p.title = "persistent";
        p.size = 12;
        p.ratio = 0.75;
        p.notSent = 99;
        return p;
    }

    static Shared shared() {
        Leaf leaf = new Leaf(1, "shared");
        return new Shared(leaf, leaf);
    }

    static ArrayFields arrayFields() {
        ArrayFields a = new ArrayFields();
        a.ints = ints();
        a.longs = longs();
        a.bytes = bytes();
        a.chars = chars();
        a.booleans = booleans();
        a.doubles = doubles();
        a.strings = strings();
        a.leaves = leaves();
        a.matrix = matrix();
        return a;
    }

    static int[] ints() {
        return new int[] {1, -2, 0x01020304, Integer.MAX_VALUE, Integer.MIN_VALUE};
    }

    /** 16 elements, so the array is long enough to show where 8-octet alignment falls. */
    static long[] longs() {
        long[] v = new long[16];
        for (int i = 0; i < v.length; i++) {
            v[i] = (i - 8) * 0x0101010101010101L;
        }
        return v;
    }

    static byte[] bytes() {
        return new byte[] {0, 1, 0x7f, (byte) 0x80, (byte) 0xff};
    }

    static char[] chars() {
        return new char[] {'A', 'é', 'Ж', '€', '日'};
    }

    static boolean[] booleans() {
        return new boolean[] {true, false, true};
    }

    static double[] doubles() {
        return new double[] {0.0, -1.5, Math.PI, 1e300};
    }

    static String[] strings() {
        return new String[] {"one", null, "Жук", ""};
    }

    /** The first element twice: the second is an indirection to the first. */
    static Leaf[] leaves() {
        Leaf one = new Leaf(1, "one");
        return new Leaf[] {one, new Leaf(2, "two"), one, null};
    }

    static int[][] matrix() {
        return new int[][] {{1, 2, 3}, {}, null, {-1}};
    }

    /** Integers and Strings: a collection's {@code writeObject} writes its elements as {@code java.lang.Object}s. */
    static List<Object> mixedList() {
        return List.of(1, "two", 3, "four", 5);
    }

    /**
     * Put in this order into a LinkedHashMap, not built by {@code Map.of}, whose iteration order changes from one JVM
     * to the next: a HashMap copied from it fills its buckets in the same order every time, so it iterates the same.
     */
    static Map<String, Integer> numbers() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("one", 1);
        m.put("two", 2);
        m.put("three", 3);
        return m;
    }

    /** Every primitive kind and a String, declared out of name order; the char and the String are beyond ASCII. */
    public static class Primitives implements Serializable {
        private static final long serialVersionUID = 1L;
        long l;
        String text;
        char c;
        boolean z;
        double d;
        byte b;
        int i;
        float f;
        short s;

        @Override
        public boolean equals(Object o) {
            if (o == null || o.getClass() != getClass()) {
                return false;
            }
            Primitives p = (Primitives) o;
            return l == p.l && Objects.equals(text, p.text) && c == p.c && z == p.z
                    && Double.compare(d, p.d) == 0 && b == p.b && i == p.i && Float.compare(f, p.f) == 0 && s == p.s;
        }

        @Override
        public int hashCode() {
            return Objects.hash(l, text, c, z, d, b, i, f, s);
        }

        @Override
        public String toString() {
            return getClass().getSimpleName() + "[l=" + l + ", text=" + text + ", c=" + c + ", z=" + z + ", d=" + d
                    + ", b=" + b + ", i=" + i + ", f=" + f + ", s=" + s + fieldsToString() + "]";
        }

        String fieldsToString() {
            return "";
        }
    }

    /** Adds fields to a Serializable superclass, whose state comes first on the wire. */
    public static class Extended extends Primitives {
        private static final long serialVersionUID = 2L;
        int extra;
        String note;

        @Override
        public boolean equals(Object o) {
            return super.equals(o) && extra == ((Extended) o).extra && Objects.equals(note, ((Extended) o).note);
        }

        @Override
        public int hashCode() {
            return 31 * super.hashCode() + Objects.hash(extra, note);
        }

        @Override
        String fieldsToString() {
            return ", extra=" + extra + ", note=" + note;
        }
    }

    /**
     * Not Serializable: its fields do not travel, and a reader sets them with this public no-arg constructor (Java
     * Object Serialization Specification §3.1), which is why it has no equality of its own.
     */
    public static class PlainBase {
        int baseCount;
        String baseName;

        public PlainBase() {
            baseCount = -1;
            baseName = "from the no-arg constructor";
        }
    }

    /** Serializable over a plain superclass with fields: only {@code id} and {@code name} travel. */
    public static class OverPlainBase extends PlainBase implements Serializable {
        private static final long serialVersionUID = 3L;
        long id;
        String name;

        @Override
        public boolean equals(Object o) {
            return o instanceof OverPlainBase p && o.getClass() == getClass() && id == p.id
                    && Objects.equals(name, p.name);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, name);
        }

        @Override
        public String toString() {
            return "OverPlainBase[id=" + id + ", name=" + name + ", baseCount=" + baseCount + ", baseName=" + baseName
                    + "]";
        }
    }

    /** Transient and static fields stay home; {@code shared} is not final, so only {@code static} keeps it off. */
    public static class Transients implements Serializable {
        private static final long serialVersionUID = 4L;
        static String shared = "static, not sent";
        transient int cached;
        transient String cachedText;
        int kept;
        String keptText;

        @Override
        public boolean equals(Object o) {
            return o instanceof Transients t && kept == t.kept && Objects.equals(keptText, t.keptText);
        }

        @Override
        public int hashCode() {
            return Objects.hash(kept, keptText);
        }

        @Override
        public String toString() {
            return "Transients[kept=" + kept + ", keptText=" + keptText + ", cached=" + cached + ", cachedText="
                    + cachedText + "]";
        }
    }

    /** Custom case (a): {@code defaultWriteObject}, then an int and a String (as an object) of its own. */
    public static class CustomWithExtra implements Serializable {
        private static final long serialVersionUID = 5L;
        int x;
        String label;
        transient int extraNumber;
        transient String extraText;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(extraNumber);
            out.writeObject(extraText);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            extraNumber = in.readInt();
            extraText = (String) in.readObject();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof CustomWithExtra c && x == c.x && Objects.equals(label, c.label)
                    && extraNumber == c.extraNumber && Objects.equals(extraText, c.extraText);
        }

        @Override
        public int hashCode() {
            return Objects.hash(x, label, extraNumber, extraText);
        }

        @Override
        public String toString() {
            return "CustomWithExtra[x=" + x + ", label=" + label + ", extraNumber=" + extraNumber + ", extraText="
                    + extraText + "]";
        }
    }

    /** Custom case (b): no {@code defaultWriteObject}, only {@code writeInt} and {@code writeUTF}. */
    public static class CustomNoDefault implements Serializable {
        private static final long serialVersionUID = 6L;
        int number;
        String text;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeInt(number);
            out.writeUTF(text);
        }

        private void readObject(ObjectInputStream in) throws IOException {
            number = in.readInt();
            text = in.readUTF();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof CustomNoDefault c && number == c.number && Objects.equals(text, c.text);
        }

        @Override
        public int hashCode() {
            return Objects.hash(number, text);
        }

        @Override
        public String toString() {
            return "CustomNoDefault[number=" + number + ", text=" + text + "]";
        }
    }

    /** Custom case (c): a {@code writeObject} that writes nothing, so it has no state to compare. */
    public static class CustomEmpty implements Serializable {
        private static final long serialVersionUID = 7L;

        private void writeObject(ObjectOutputStream out) {
            // deliberately nothing: the value carries only the format octet and the defaultWriteObject flag
        }

        private void readObject(ObjectInputStream in) {
            // nothing was written
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof CustomEmpty;
        }

        @Override
        public int hashCode() {
            return 7;
        }

        @Override
        public String toString() {
            return "CustomEmpty[]";
        }
    }

    /**
     * Custom case (d): a custom class with a custom class in a field and another in its own extra data, so chunked
     * values nest inside its chunks (and, in format 2, inside its custom-data value).
     */
    public static class CustomHolder implements Serializable {
        private static final long serialVersionUID = 8L;
        int id;
        CustomWithExtra inner;
        transient CustomNoDefault trailer;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeObject(trailer);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            trailer = (CustomNoDefault) in.readObject();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof CustomHolder h && id == h.id && Objects.equals(inner, h.inner)
                    && Objects.equals(trailer, h.trailer);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, inner, trailer);
        }

        @Override
        public String toString() {
            return "CustomHolder[id=" + id + ", inner=" + inner + ", trailer=" + trailer + "]";
        }
    }

    /** Custom superclass of {@link CustomChild}: default data, then a String by {@code writeUTF}. */
    public static class CustomBase implements Serializable {
        private static final long serialVersionUID = 9L;
        int baseValue;
        transient String baseExtra;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeUTF(baseExtra);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            baseExtra = in.readUTF();
        }

        @Override
        public boolean equals(Object o) {
            return o != null && o.getClass() == getClass() && baseValue == ((CustomBase) o).baseValue
                    && Objects.equals(baseExtra, ((CustomBase) o).baseExtra);
        }

        @Override
        public int hashCode() {
            return Objects.hash(baseValue, baseExtra);
        }

        @Override
        public String toString() {
            return getClass().getSimpleName() + "[baseValue=" + baseValue + ", baseExtra=" + baseExtra
                    + fieldsToString() + "]";
        }

        String fieldsToString() {
            return "";
        }
    }

    /** Custom case (e): custom over a custom superclass; each class writes its own format octet and flag. */
    public static class CustomChild extends CustomBase {
        private static final long serialVersionUID = 10L;
        long childValue;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeLong(childValue);
        }

        private void readObject(ObjectInputStream in) throws IOException {
            childValue = in.readLong();
        }

        @Override
        public boolean equals(Object o) {
            return super.equals(o) && childValue == ((CustomChild) o).childValue;
        }

        @Override
        public int hashCode() {
            return 31 * super.hashCode() + Long.hashCode(childValue);
        }

        @Override
        String fieldsToString() {
            return ", childValue=" + childValue;
        }
    }

    /**
     * Its serialized fields are the three {@code serialPersistentFields} names, two of them not declared; written
     * with {@code putFields}/{@code writeFields}, read with {@code readFields}. {@code notSent} is not one of them.
     */
    public static class PersistentFields implements Serializable {
        private static final long serialVersionUID = 11L;
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("name", String.class), new ObjectStreamField("count", int.class),
            new ObjectStreamField("ratio", double.class)};
        String title;
        int size;
        double ratio;
        int notSent;

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField fields = out.putFields();
            fields.put("name", title);
            fields.put("count", size);
            fields.put("ratio", ratio);
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField fields = in.readFields();
            title = (String) fields.get("name", null);
            size = fields.get("count", 0);
            ratio = fields.get("ratio", 0.0);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PersistentFields p && Objects.equals(title, p.title) && size == p.size
                    && Double.compare(ratio, p.ratio) == 0;
        }

        @Override
        public int hashCode() {
            return Objects.hash(title, size, ratio);
        }

        @Override
        public String toString() {
            return "PersistentFields[title=" + title + ", size=" + size + ", ratio=" + ratio + ", notSent=" + notSent
                    + "]";
        }
    }

    /** Replaced by a {@link MoneyForm} on the wire ({@code writeReplace}); the form resolves back to a Money. */
    public static class Money implements Serializable {
        private static final long serialVersionUID = 12L;
        final long cents;
        final String currency;

        public Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }

        private Object writeReplace() {
            return new MoneyForm(currency + " " + cents);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Money m && cents == m.cents && Objects.equals(currency, m.currency);
        }

        @Override
        public int hashCode() {
            return Objects.hash(cents, currency);
        }

        @Override
        public String toString() {
            return "Money[cents=" + cents + ", currency=" + currency + "]";
        }
    }

    /** What a {@link Money} travels as: its text, turned back into a Money by {@code readResolve}. */
    public static class MoneyForm implements Serializable {
        private static final long serialVersionUID = 13L;
        final String text;

        public MoneyForm(String text) {
            this.text = text;
        }

        private Object readResolve() {
            int space = text.indexOf(' ');
            return new Money(Long.parseLong(text.substring(space + 1)), text.substring(0, space));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof MoneyForm m && Objects.equals(text, m.text);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(text);
        }

        @Override
        public String toString() {
            return "MoneyForm[text=" + text + "]";
        }
    }

    /** Externalizable: an int, a String by {@code writeUTF} and one by {@code writeObject}. */
    public static class ExternalPair implements Externalizable {
        private static final long serialVersionUID = 14L;
        int number;
        String text;
        String more;

        /** Required by Externalizable: the reader constructs, then calls {@code readExternal}. */
        public ExternalPair() {
        }

        ExternalPair(int number, String text, String more) {
            this.number = number;
            this.text = text;
            this.more = more;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(number);
            out.writeUTF(text);
            out.writeObject(more);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            number = in.readInt();
            text = in.readUTF();
            more = (String) in.readObject();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ExternalPair p && number == p.number && Objects.equals(text, p.text)
                    && Objects.equals(more, p.more);
        }

        @Override
        public int hashCode() {
            return Objects.hash(number, text, more);
        }

        @Override
        public String toString() {
            return "ExternalPair[number=" + number + ", text=" + text + ", more=" + more + "]";
        }
    }

    /** A plain enum. */
    public enum Color { RED, GREEN, BLUE }

    /** An enum whose constants have bodies: each constant's class is an anonymous subclass of Op. */
    public enum Op {
        PLUS {
            @Override
            public int apply(int a, int b) {
                return a + b;
            }
        },
        MINUS {
            @Override
            public int apply(int a, int b) {
                return a - b;
            }
        };

        public abstract int apply(int a, int b);
    }

    /** Enums as fields, one of them a constant with a body. */
    public static class EnumFields implements Serializable {
        private static final long serialVersionUID = 15L;
        final Color color;
        final Op op;

        public EnumFields(Color color, Op op) {
            this.color = color;
            this.op = op;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof EnumFields e && color == e.color && op == e.op;
        }

        @Override
        public int hashCode() {
            return Objects.hash(color, op);
        }

        @Override
        public String toString() {
            return "EnumFields[color=" + color + ", op=" + op + "]";
        }
    }

    /** A record: Java serialization writes its components and reads it through the canonical constructor. */
    public record Point3(int x, int y, String label) implements Serializable {
        private static final long serialVersionUID = 16L;
    }

    /** A small Serializable class for graphs and arrays. */
    public static class Leaf implements Serializable {
        private static final long serialVersionUID = 17L;
        final int id;
        final String name;

        public Leaf(int id, String name) {
            this.id = id;
            this.name = name;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Leaf l && id == l.id && Objects.equals(name, l.name);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, name);
        }

        @Override
        public String toString() {
            return "Leaf[id=" + id + ", name=" + name + "]";
        }
    }

    /** Two fields that may reference one object; whether they do is part of the state (an indirection on the wire). */
    public static class Shared implements Serializable {
        private static final long serialVersionUID = 18L;
        final Leaf first;
        final Leaf second;

        public Shared(Leaf first, Leaf second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Shared s && Objects.equals(first, s.first) && Objects.equals(second, s.second)
                    && (first == second) == (s.first == s.second);
        }

        @Override
        public int hashCode() {
            return Objects.hash(first, second);
        }

        @Override
        public String toString() {
            return "Shared[first=" + first + ", second=" + (second == first ? "<same as first>" : second) + "]";
        }
    }

    /**
     * A node of a singly linked chain that may close into a ring. Equality walks both chains together for at most
     * {@link #MAX_WALK} nodes, comparing names, and requires both to end (null) or to return to their first node at
     * the same step, so it terminates on cycles; {@code hashCode} uses this node's name only.
     */
    public static class RingNode implements Serializable {
        private static final long serialVersionUID = 19L;
        static final int MAX_WALK = 64;
        final String name;
        RingNode next;

        public RingNode(String name) {
            this.name = name;
        }

        /** Nodes with these names, each the next of the one before and the last's next the first. */
        public static RingNode ring(String... names) {
            RingNode first = new RingNode(names[0]);
            RingNode last = first;
            for (int i = 1; i < names.length; i++) {
                last.next = new RingNode(names[i]);
                last = last.next;
            }
            last.next = first;
            return first;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof RingNode other)) {
                return false;
            }
            RingNode a = this;
            RingNode b = other;
            for (int step = 0; step < MAX_WALK; step++) {
                if (!Objects.equals(a.name, b.name)) {
                    return false;
                }
                a = a.next;
                b = b.next;
                if (a == null || b == null) {
                    return a == b;
                }
                if ((a == this) != (b == other)) {
                    return false;
                }
                if (a == this) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(name);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("RingNode[").append(name);
            RingNode n = next;
            for (int step = 1; n != null && n != this && step < MAX_WALK; step++, n = n.next) {
                sb.append(" -> ").append(n.name);
            }
            return sb.append(n == this ? " -> (first)]" : "]").toString();
        }
    }

    /** Arrays of every kind as fields. */
    public static class ArrayFields implements Serializable {
        private static final long serialVersionUID = 20L;
        int[] ints;
        long[] longs;
        byte[] bytes;
        char[] chars;
        boolean[] booleans;
        double[] doubles;
        String[] strings;
        Leaf[] leaves;
        int[][] matrix;

        @Override
        public boolean equals(Object o) {
            return o instanceof ArrayFields a && Arrays.equals(ints, a.ints) && Arrays.equals(longs, a.longs)
                    && Arrays.equals(bytes, a.bytes) && Arrays.equals(chars, a.chars)
                    && Arrays.equals(booleans, a.booleans) && Arrays.equals(doubles, a.doubles)
                    && Arrays.equals(strings, a.strings) && Arrays.equals(leaves, a.leaves)
                    && Arrays.deepEquals(matrix, a.matrix);
        }

        @Override
        public int hashCode() {
            return Arrays.deepHashCode(new Object[] {ints, longs, bytes, chars, booleans, doubles, strings, leaves,
                matrix});
        }

        @Override
        public String toString() {
            return "ArrayFields[ints=" + Arrays.toString(ints) + ", longs=" + Arrays.toString(longs) + ", bytes="
                    + Arrays.toString(bytes) + ", chars=" + Arrays.toString(chars) + ", booleans="
                    + Arrays.toString(booleans) + ", doubles=" + Arrays.toString(doubles) + ", strings="
                    + Arrays.toString(strings) + ", leaves=" + Arrays.toString(leaves) + ", matrix="
                    + Arrays.deepToString(matrix) + "]";
        }
    }

    /** A {@code java.lang.Object} field, which Java Language to IDL Mapping maps to an any, holding an Integer. */
    public static class ObjectHolder implements Serializable {
        private static final long serialVersionUID = 21L;
        final Object value;

        public ObjectHolder(Object value) {
            this.value = value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ObjectHolder h && Objects.equals(value, h.value);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(value);
        }

        @Override
        public String toString() {
            return "ObjectHolder[value=" + value + "]";
        }
    }

    /** A {@code java.io.Serializable} field (an interface without methods) holding a String. */
    public static class SerializableHolder implements Serializable {
        private static final long serialVersionUID = 22L;
        final Serializable value;

        public SerializableHolder(Serializable value) {
            this.value = value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SerializableHolder h && Objects.equals(value, h.value);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(value);
        }

        @Override
        public String toString() {
            return "SerializableHolder[value=" + value + "]";
        }
    }

    /** A {@code java.util.List} field (an interface, neither Remote nor abstract) holding an ArrayList. */
    public static class ListHolder implements Serializable {
        private static final long serialVersionUID = 23L;
        final List<Object> value;

        public ListHolder(List<Object> value) {
            this.value = value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ListHolder h && Objects.equals(value, h.value);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(value);
        }

        @Override
        public String toString() {
            return "ListHolder[value=" + value + "]";
        }
    }

    /**
     * A null in a field of every reference kind: String (wstring value), Object (any), Serializable, List,
     * a boxed primitive, arrays, a fixture class, an enum, a JDK class, Class, a remote interface (an object
     * reference) and an Externalizable class.
     */
    public static class NullFields implements Serializable {
        private static final long serialVersionUID = 24L;
        String string;
        Object object;
        Serializable serializable;
        List<Object> list;
        Integer boxed;
        int[] ints;
        String[] strings;
        Leaf leaf;
        Color color;
        Date date;
        Class<?> type;
        RmiTypes.Greeter remote;
        ExternalPair external;

        @Override
        public boolean equals(Object o) {
            return o instanceof NullFields n && Objects.equals(string, n.string) && Objects.equals(object, n.object)
                    && Objects.equals(serializable, n.serializable) && Objects.equals(list, n.list)
                    && Objects.equals(boxed, n.boxed) && Arrays.equals(ints, n.ints)
                    && Arrays.equals(strings, n.strings) && Objects.equals(leaf, n.leaf) && color == n.color
                    && Objects.equals(date, n.date) && type == n.type && Objects.equals(remote, n.remote)
                    && Objects.equals(external, n.external);
        }

        @Override
        public int hashCode() {
            return Objects.hash(string, object, serializable, list, boxed, Arrays.hashCode(ints),
                    Arrays.hashCode(strings), leaf, color, date, type, remote, external);
        }

        @Override
        public String toString() {
            return "NullFields[string=" + string + ", object=" + object + ", serializable=" + serializable + ", list="
                    + list + ", boxed=" + boxed + ", ints=" + Arrays.toString(ints) + ", strings="
                    + Arrays.toString(strings) + ", leaf=" + leaf + ", color=" + color + ", date=" + date + ", type="
                    + type + ", remote=" + remote + ", external=" + external + "]";
        }
    }
}
