package org.peregrine.orb.client;

import java.util.List;
import java.util.function.Consumer;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.RemarshalException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.JavaExceptionContexts;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.valuetypes.rmi.SenderClasses;

/** Turns a received Reply into what the stub expects (CORBA 3.0 §15.4.3, IDL-to-Java §1.21.5). */
final class Replies {

    private Replies() {
    }

    /**
     * Interprets {@code reply}.
     *
     * @param forward called with the new target of a LOCATION_FORWARD
     * @return the result stream, which owns the message
     * @throws ApplicationException for a user exception, positioned at its repository id
     * @throws RemarshalException after a LOCATION_FORWARD: the stub sends the request again
     */
    static CdrInputStream interpret(ReceivedReply reply, StreamContext streams, Consumer<Ior> forward)
            throws ApplicationException, RemarshalException {
        CdrReader body = reply.body();
        boolean owned = false;
        try {
            List<ServiceContext> contexts = reply.serviceContexts();
            if (contexts == null) {
                contexts = ServiceContext.readList(body); // a fragmented reply's, read across its Fragments
            }
            if (!contexts.isEmpty()) {
                reply.codeBases().received(contexts);
            }
            alignBody(body);
            switch (reply.replyStatus()) {
                case NO_EXCEPTION -> {
                    owned = true;
                    return result(new CdrInputStream(streams, body, reply.message()), reply);
                }
                case USER_EXCEPTION -> {
                    int mark = body.position();
                    String id = CdrText.readString(body);
                    body.position(mark);
                    owned = true;
                    throw new ApplicationException(id,
                            result(new CdrInputStream(streams, body, reply.message()), reply));
                }
                case SYSTEM_EXCEPTION -> throw JavaExceptionContexts.withCause(readSystemException(body), contexts,
                        streams);
                case LOCATION_FORWARD, LOCATION_FORWARD_PERM -> {
                    forward.accept(IorCodec.read(body));
                    throw new RemarshalException();
                }
                case NEEDS_ADDRESSING_MODE -> throw SystemExceptions.of(OrbMinor.NOT_IMPLEMENTED,
                        CompletionStatus.COMPLETED_NO, "Addressing modes other than the object key");
                default -> throw body.error(GiopMinor.BAD_REPLY_STATUS, reply.replyStatus().ordinal());
            }
        } finally {
            if (!owned) {
                reply.message().release();
            }
        }
    }

    /** A reply's body stream, reading values of classes that differ here through the server's {@code CodeBase}. */
    private static CdrInputStream result(CdrInputStream in, ReceivedReply reply) {
        SenderClasses server = reply.codeBases().peer();
        if (server != null) {
            in.senderClasses(server);
        }
        return in;
    }

    /** GIOP 1.2 aligns a reply body to 8 (§15.4.3.2); an empty body has no padding. */
    static void alignBody(CdrReader body) {
        if (body.version() == GiopVersion.V1_2 && body.hasMore()) {
            body.align(8);
        }
    }

    /** Reads the body of a SYSTEM_EXCEPTION reply (§15.4.3.2) and makes the exception. */
    static SystemException readSystemException(CdrReader body) {
        String id = CdrText.readString(body);
        int minor = body.readLong();
        int completed = body.readLong();
        if (completed < 0 || completed > 2) {
            throw body.error(GiopMinor.BAD_REPLY_STATUS, completed);
        }
        CompletionStatus completion = CompletionStatus.from_int(completed);
        SystemExceptionKind kind = SystemExceptionKind.fromRepositoryId(id);
        if (kind == null) {
            return SystemExceptions.of(OmgMinor.UNKNOWN_SYSTEM_EXCEPTION, completion, id);
        }
        return kind.create("Server raised " + id + " minor 0x" + Integer.toHexString(minor), minor, completion);
    }
}
