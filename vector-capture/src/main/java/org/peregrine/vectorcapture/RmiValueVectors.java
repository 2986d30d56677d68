package org.peregrine.vectorcapture;

import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.Supplier;
import org.omg.CORBA.ORB;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.testsupport.rmi.RmiSamples;

/**
 * The CDR octets the GlassFish ORB writes for each of {@link RmiSamples#ALL} as a {@code write_value(sample)}
 * argument in a GIOP 1.2 big-endian message body (CORBA 3.0 §15.3.4 for the value encoding, Java Language to IDL
 * Mapping §1.4 for a Serializable's state), once in each custom stream format, 1 and 2 (§1.4.10), as
 * {@code <name>-f<format>.hex}; and whether GlassFish reads those octets back to an equal value. A sample GlassFish
 * fails to write is listed as not captured with the exception.
 */
final class RmiValueVectors {
    static final String DIR = "rmi-values";
    /** Where every value starts: the stream's origin, so alignment counts from the value's first octet. */
    static final int START_OFFSET = 0;
    private static final String CUSTOM_DATA_ID = "RMI:org.omg.custom.";

    private final ORB orb;
    private final VectorSink sink;
    private final MessageStreams streams;

    RmiValueVectors(ORB orb, VectorSink sink) throws ReflectiveOperationException {
        this.orb = orb;
        this.sink = sink;
        this.streams = new MessageStreams(orb);
    }

    /**
     * GlassFish's GIOP 1.2 message streams fragment when their buffer fills (the default strategy, which needs a
     * connection to send the fragment); strategy 0, GROW, makes one stream hold the whole unfragmented body.
     */
    static Properties orbProperties(Properties peerProperties) {
        Properties p = new Properties();
        p.putAll(peerProperties);
        p.setProperty("com.sun.corba.ee.giop.ORBGIOP12BuffMgr", "0");
        return p;
    }

    /** Captures every sample in both formats; fails if no format-2 vector holds a custom-data value. */
    void captureAll() {
        boolean format2Seen = false;
        for (Map.Entry<String, Supplier<Serializable>> e : RmiSamples.ALL.entrySet()) {
            byte[] format1 = capture(e.getKey(), e.getValue(), (byte) 1, null);
            byte[] format2 = capture(e.getKey(), e.getValue(), (byte) 2, format1);
            format2Seen |= format2 != null && count(format2, CUSTOM_DATA_ID) > 0;
        }
        if (!format2Seen) {
            throw new IllegalStateException("no format-2 vector holds an " + CUSTOM_DATA_ID + " value:"
                    + " the stream format was not applied");
        }
    }

    /** Writes one sample in one format; returns its octets, or null if GlassFish could not write it. */
    private byte[] capture(String name, Supplier<Serializable> sample, byte format, byte[] format1) {
        String file = name + "-f" + format + ".hex";
        Serializable value = sample.get();
        byte[] bytes;
        try {
            bytes = streams.write(value, format);
        } catch (RuntimeException e) {
            sink.notCaptured(file, e);
            return null;
        }
        Map<String, String> f = new LinkedHashMap<>();
        f.put("kind", "rmi-value");
        f.put("sample", name + " (org.peregrine.testsupport.rmi.RmiSamples.ALL)");
        f.put("javaType", value.getClass().getName());
        f.put("value", describe(value));
        f.put("api", "org.omg.CORBA_2_3.portable.OutputStream.write_value(Serializable) on a GIOP 1.2 CDROutputObject");
        f.put("streamFormat", Byte.toString(format));
        f.put("startOffset", START_OFFSET + " (the stream origin: alignment counts from the value's first octet, as"
                + " from a GIOP 1.2 message start, the body being 8-aligned)");
        f.put("byteOrder", "big-endian");
        f.put("codeSets", "char ISO 8859-1, wchar UTF-16 with a byte-order mark before each wchar/wstring"
                + " (what GlassFish negotiates with itself; ORBUseByteOrderMarkers defaults to true)");
        f.put("orbSettings", "GlassFish defaults (ORBUseEnumDesc true: an enum travels as a javax.rmi.CORBA.EnumDesc"
                + " value of its class name and constant name), no fragmentation (ORBGIOP12BuffMgr 0)");
        f.putAll(header(bytes));
        if (format == 2) {
            f.put("customDataValues", Integer.toString(count(bytes, CUSTOM_DATA_ID)));
            f.put("sameAsFormat1", Boolean.toString(Arrays.equals(bytes, format1)));
        }
        f.put("roundtrip", roundtrip(bytes, value));
        sink.write(file, bytes, f);
        return bytes;
    }

    /**
     * The outermost value's tag (CORBA 3.0 §15.3.4.1: 0x7fffff00 plus 0x01 codebase URL, 0x02 one repository id,
     * 0x06 a list of them, 0x08 chunked), its codebase if any, and its repository id(s).
     */
    private static Map<String, String> header(byte[] bytes) {
        Map<String, String> f = new LinkedHashMap<>();
        CdrCursor c = new CdrCursor(bytes, 0, START_OFFSET, false);
        int tag = c.longValue();
        f.put("valueTag", String.format("0x%08x", tag) + ((tag & 8) != 0 ? " (chunked)" : " (not chunked)"));
        if ((tag & 0xffffff00) != 0x7fffff00) {
            return f;
        }
        if ((tag & 1) != 0) {
            f.put("codebase", c.string());
        }
        switch (tag & 6) {
            case 2 -> f.put("repositoryId", c.string());
            case 6 -> {
                int n = c.longValue();
                StringBuilder ids = new StringBuilder();
                for (int i = 0; i < n; i++) {
                    ids.append(i == 0 ? "" : " ").append(c.string());
                }
                f.put("repositoryId", ids.toString());
            }
            default -> f.put("repositoryId", "(none written)");
        }
        return f;
    }

    /**
     * Whether GlassFish's own input stream reads {@code bytes} back to a value equal to {@code expected}: the ORB's
     * CDR 1.2 encapsulation stream over the octets (big-endian, origin at the first octet), through the OMG API
     * only. Its UTF-16 reader takes the byte-order marks; the custom format comes from each value's format octet.
     */
    private String roundtrip(byte[] bytes, Serializable expected) {
        try {
            OutputStream holder = orb.create_output_stream();
            holder.write_octet_array(bytes, 0, bytes.length);
            var in = (org.omg.CORBA_2_3.portable.InputStream) holder.create_input_stream();
            Serializable read = in.read_value();
            return Arrays.deepEquals(new Object[] {expected}, new Object[] {read})
                    ? "ok" : "mismatch: read " + describe(read);
        } catch (RuntimeException e) {
            return "failed: " + e;
        }
    }

    private static String describe(Object value) {
        String s = Arrays.deepToString(new Object[] {value});
        return s.substring(1, s.length() - 1);
    }

    private static int count(byte[] bytes, String ascii) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int n = 0;
        for (int i = text.indexOf(ascii); i >= 0; i = text.indexOf(ascii, i + 1)) {
            n++;
        }
        return n;
    }

    /**
     * Makes GlassFish message output streams for a given custom stream format. A client request's stream is a
     * {@code CDROutputObject} whose format is fixed at construction: {@code MessageMediatorImpl} passes the lower of
     * the ORB's maximum and the target IOR's {@code TAG_RMI_CUSTOM_MAX_STREAM_FORMAT}, and {@code CDROutputStream_1_0}
     * hands it to {@code ValueHandlerMultiFormat.writeValue}. {@code ORB.create_output_stream()} gives an
     * {@code EncapsOutputStream}, whose constructor fixes format 1, so both formats here use the public constructor
     * {@code CDROutputObject(ORB, GIOPVersion, BufferManagerWrite, byte streamFormatVersion, boolean)} instead. It is
     * reached by reflection only because this module compiles against the OMG API alone, never a peer's classes.
     * Such a stream asks its message mediator for the connection whose negotiated code sets it uses, and fails
     * without a mediator; the stand-in mediator's connection is null, which makes the stream use GlassFish's local
     * code sets ({@code CodeSetComponentInfo.LOCAL_CODE_SETS}), the two it also negotiates with another GlassFish
     * ORB. Any other use of the stand-in fails loudly.
     */
    private static final class MessageStreams {
        private final ORB orb;
        private final Object giop12;
        private final Method newBufferManager;
        private final Constructor<?> newStream;
        private final Method setMessageMediator;
        private final Method toByteArray;
        private final Object mediator;

        MessageStreams(ORB orb) throws ReflectiveOperationException {
            this.orb = orb;
            ClassLoader loader = orb.getClass().getClassLoader();
            Class<?> orbSpi = Class.forName("com.sun.corba.ee.spi.orb.ORB", true, loader);
            Class<?> version = Class.forName("com.sun.corba.ee.spi.ior.iiop.GIOPVersion", true, loader);
            Class<?> bufferManager = Class.forName("com.sun.corba.ee.impl.encoding.BufferManagerWrite", true, loader);
            Class<?> stream = Class.forName("com.sun.corba.ee.impl.encoding.CDROutputObject", true, loader);
            Class<?> mediatorType = Class.forName("com.sun.corba.ee.spi.protocol.MessageMediator", true, loader);
            giop12 = version.getField("V1_2").get(null);
            newBufferManager = Class.forName("com.sun.corba.ee.impl.encoding.BufferManagerFactory", true, loader)
                    .getMethod("newBufferManagerWrite", version, byte.class, orbSpi);
            newStream = stream.getConstructor(orbSpi, version, bufferManager, byte.class, boolean.class);
            setMessageMediator = stream.getMethod("setMessageMediator", mediatorType);
            toByteArray = stream.getMethod("toByteArray");
            mediator = Proxy.newProxyInstance(loader, new Class<?>[] {mediatorType}, (proxy, method, args) ->
                    switch (method.getName()) {
                        case "getConnection" -> null;
                        case "toString" -> "no-connection mediator";
                        case "hashCode" -> System.identityHashCode(proxy);
                        case "equals" -> proxy == args[0];
                        default -> throw new UnsupportedOperationException("stand-in mediator: " + method);
                    });
        }

        /** {@code value} written by {@code write_value} alone on a fresh stream in {@code format}. */
        byte[] write(Serializable value, byte format) {
            try {
                // encoding version 0 is CDR (ORBConstants.CDR_ENC_VERSION); pooled buffers are for connections
                Object buffers = newBufferManager.invoke(null, giop12, (byte) 0, orb);
                Object out = newStream.newInstance(orb, giop12, buffers, format, false);
                setMessageMediator.invoke(out, mediator);
                ((org.omg.CORBA_2_3.portable.OutputStream) out).write_value(value);
                return (byte[]) toByteArray.invoke(out);
            } catch (InvocationTargetException e) {
                throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
