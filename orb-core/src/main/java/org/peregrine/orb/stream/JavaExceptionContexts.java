package org.peregrine.orb.stream;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.StringWriter;
import java.util.List;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.UNKNOWN;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.orb.error.OrbMinor;

/**
 * The Java exception behind an UNKNOWN reply (Java Language to IDL Mapping §1.4.8.1): a server
 * whose remote Java object threw a {@code RuntimeException}, an {@code Error} or a {@code
 * RemoteException} sends it in the reply's UnknownExceptionInfo context as a value, with its stack
 * trace as text in an ExceptionDetailMessage context (CORBA 3.0 §13.7.1), as the GlassFish ORB
 * does; a client reads it back as the cause of the UNKNOWN, which {@code javax.rmi} rethrows.
 * Only an UNKNOWN of {@link OrbMinor#REMOTE_OBJECT_THREW} carries it: a failing IDL servant sends
 * no Java details to its clients.
 */
public final class JavaExceptionContexts {

    /** The longest stack trace text sent, in chars: a deep recursion's is not worth megabytes. */
    private static final int MAX_DETAIL_CHARS = 16 * 1024;

    private JavaExceptionContexts() {
    }

    /**
     * The service contexts of a reply carrying {@code exception}: none, or for an UNKNOWN a remote
     * Java object threw, its exception as a value and its stack trace. An exception that cannot be
     * written (a field that is not Serializable) travels as its stack trace only.
     */
    public static List<ServiceContext> of(SystemException exception, StreamContext streams) {
        Throwable cause = exception.getCause();
        if (!(exception instanceof UNKNOWN) || exception.minor != OrbMinor.REMOTE_OBJECT_THREW.value()
                || cause == null) {
            return List.of();
        }
        ServiceContext detail = new ServiceContext(ServiceContext.EXCEPTION_DETAIL_MESSAGE, detail(cause, streams));
        try {
            CdrOutputStream out = CdrOutputStream.free(streams, false);
            out.write_boolean(false); // the encapsulation's byte order: big-endian
            out.write_value((Serializable) cause);
            return List.of(new ServiceContext(ServiceContext.UNKNOWN_EXCEPTION_INFO, octets(out)), detail);
        } catch (SystemException e) {
            return List.of(detail);
        }
    }

    /**
     * {@code exception} with the Java exception of an UnknownExceptionInfo context among {@code
     * contexts} as its cause, if it is an UNKNOWN that has one that can be read (its class found
     * and allowed by the deserialization filter); else {@code exception} as it is.
     */
    public static SystemException withCause(SystemException exception, List<ServiceContext> contexts,
            StreamContext streams) {
        if (!(exception instanceof UNKNOWN) || exception.getCause() != null) {
            return exception;
        }
        for (ServiceContext context : contexts) {
            if (context.id() == ServiceContext.UNKNOWN_EXCEPTION_INFO && context.data().length > 0) {
                try (CdrInputStream in = encapsulation(context.data(), streams)) {
                    if (in.read_value() instanceof Throwable thrown) {
                        exception.initCause(thrown);
                    }
                } catch (SystemException | ClassCastException e) {
                    // an exception that cannot be read here: the UNKNOWN alone says what happened
                }
            }
        }
        return exception;
    }

    private static byte[] detail(Throwable cause, StreamContext streams) {
        StringWriter text = new StringWriter();
        cause.printStackTrace(new PrintWriter(text));
        String trace = text.toString();
        if (trace.length() > MAX_DETAIL_CHARS) {
            trace = trace.substring(0, MAX_DETAIL_CHARS);
        }
        CdrOutputStream out = CdrOutputStream.free(streams, false);
        out.write_boolean(false);
        out.write_wstring(trace);
        return octets(out);
    }

    private static byte[] octets(CdrOutputStream out) {
        ByteBuf buffer = out.writer().buffer();
        return ByteBufUtil.getBytes(buffer, buffer.readerIndex(), buffer.readableBytes());
    }

    private static CdrInputStream encapsulation(byte[] data, StreamContext streams) {
        boolean little = data[0] != 0;
        CdrInputStream in = CdrInputStream.over(streams, Unpooled.wrappedBuffer(data), little, GiopVersion.V1_2,
                CdrOutputStream.FREE_STREAM_CODE_SETS);
        in.read_octet();
        return in;
    }
}
