package org.peregrine.giop.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.netty.buffer.ByteBuf;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.KeyCache;
import org.peregrine.giop.cdr.StringCache;
import org.peregrine.giop.codeset.CodeSetContext;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IncomingMessage;
import org.peregrine.giop.message.LocateHeaders.LocateReply;
import org.peregrine.giop.message.LocateHeaders.LocateRequest;
import org.peregrine.giop.message.LocateStatus;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.ReplyHeader;
import org.peregrine.giop.message.ReplyStatus;
import org.peregrine.giop.message.RequestHeader;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.giop.message.TargetAddress;
import org.peregrine.testsupport.fuzz.DocumentedFailure;

/**
 * Message headers read from untrusted octets: Request, Reply, LocateRequest and LocateReply in
 * GIOP 1.0, 1.1 and 1.2 and either byte order, read as the ORB reads them from an {@link
 * IncomingMessage}. The input is the message body; its last octets pick the version, byte order
 * and code sets ({@link StreamSettings}), and a GIOP header is made for it. After the header,
 * what the ORB decodes next from it: a target's object key, a CodeSets context, a forward's IOR.
 * A Request read through the caches a server reads with must equal one read without them; a
 * GIOP 1.2 Reply read up to its contexts and then its contexts must equal one read whole.
 */
class HeaderFuzzTest {

    private static final HexFormat HEX = HexFormat.of();

    private final PooledInput input = new PooledInput();
    private final StringCache operations = new StringCache();
    private final KeyCache objectKeys = new KeyCache();

    @FuzzTest
    void request(FuzzedDataProvider data) {
        StreamSettings settings = StreamSettings.pick(data);
        byte[] body = data.consumeRemainingAsBytes();
        String cached = read(settings, MessageType.REQUEST, body,
                in -> describe(RequestHeader.read(in, operations, objectKeys)));
        String plain = read(settings, MessageType.REQUEST, body, in -> describe(RequestHeader.read(in)));
        assertEquals(plain, cached, "a Request header read through the server's caches");
    }

    @FuzzTest
    void reply(FuzzedDataProvider data) {
        StreamSettings settings = StreamSettings.pick(data);
        byte[] body = data.consumeRemainingAsBytes();
        String whole = read(settings, MessageType.REPLY, body, in -> describe(ReplyHeader.read(in), in));
        if (settings.version() == GiopVersion.V1_2) {
            String inTwoSteps = read(settings, MessageType.REPLY, body, in -> {
                ReplyHeader beforeContexts = ReplyHeader.readBeforeContexts(in);
                return describe(new ReplyHeader(beforeContexts.requestId(), beforeContexts.status(),
                        ServiceContext.readList(in)), in);
            });
            assertEquals(whole, inTwoSteps, "a GIOP 1.2 Reply header read in two steps");
        }
    }

    @FuzzTest
    void locate(FuzzedDataProvider data) {
        StreamSettings settings = StreamSettings.pick(data);
        if (data.consumeBoolean()) {
            read(settings, MessageType.LOCATE_REPLY, data.consumeRemainingAsBytes(), in -> {
                LocateReply reply = LocateReply.read(in);
                boolean forward = reply.status() == LocateStatus.OBJECT_FORWARD
                        || reply.status() == LocateStatus.OBJECT_FORWARD_PERM;
                return reply.requestId() + " " + reply.status() + (forward ? " " + forwardedTo(in) : "");
            });
        } else {
            read(settings, MessageType.LOCATE_REQUEST, data.consumeRemainingAsBytes(), in -> {
                LocateRequest request = LocateRequest.read(in);
                return request.requestId() + " " + describe(request.target());
            });
        }
    }

    /**
     * Reads a message of {@code type} with {@code body} as the ORB does, and describes what was
     * read; a documented failure is described too. Every pooled buffer must be back after.
     */
    private String read(StreamSettings settings, MessageType type, byte[] body, Function<CdrReader, String> reads) {
        ByteBuf buf = input.pool().heapBuffer(GiopHeader.LENGTH + body.length);
        GiopHeader.write(buf, settings.version(), settings.littleEndian(), type, false);
        buf.writeBytes(body);
        GiopHeader.size(buf, 0, body.length);
        IncomingMessage message = IncomingMessage.of(buf);
        try {
            return reads.apply(message.reader(settings.codeSets(), CompletionStatus.COMPLETED_NO));
        } catch (SystemException e) {
            return "failed: " + DocumentedFailure.described(e);
        } finally {
            message.release();
            input.assertAllReleased();
        }
    }

    private static String describe(RequestHeader header) {
        return header.requestId() + " " + header.responseFlags() + " " + header.operation() + " "
                + describe(header.target()) + describe(header.serviceContexts());
    }

    /** A reply's header, and the IOR of a forward, which follows it. */
    private static String describe(ReplyHeader header, CdrReader in) {
        boolean forward = header.status() == ReplyStatus.LOCATION_FORWARD
                || header.status() == ReplyStatus.LOCATION_FORWARD_PERM;
        return header.requestId() + " " + header.status() + describe(header.serviceContexts())
                + (forward ? " " + forwardedTo(in) : "");
    }

    /** The IOR a forward names, after the header (and the padding to 8 of a GIOP 1.2 body). */
    private static String forwardedTo(CdrReader in) {
        if (in.version() == GiopVersion.V1_2) {
            in.align(8);
        }
        return IorContents.describe(IorCodec.read(in));
    }

    /** The target and the object key a server finds in it. */
    private static String describe(TargetAddress target) {
        String address = "key";
        if (target instanceof TargetAddress.Profile profile) {
            address = "profile " + profile.profile().tag() + " " + HEX.formatHex(profile.profile().data());
        } else if (target instanceof TargetAddress.Reference reference) {
            address = "reference " + reference.selectedProfileIndex() + " " + IorContents.describe(reference.ior());
        }
        try {
            byte[] key = target.objectKey();
            return address + " -> " + (key == null ? "no key" : HEX.formatHex(key));
        } catch (SystemException e) {
            return address + " -> failed: " + DocumentedFailure.described(e);
        }
    }

    /** The contexts; a CodeSets context's code sets as a server adopts them. */
    private static String describe(List<ServiceContext> contexts) {
        StringBuilder text = new StringBuilder();
        for (ServiceContext context : contexts) {
            text.append(" (").append(context.id()).append(' ').append(HEX.formatHex(context.data()));
            if (context.id() == ServiceContext.CODE_SETS) {
                try {
                    text.append(" = ").append(CodeSetContext.decode(context.data()));
                } catch (SystemException e) {
                    text.append(" = failed: ").append(DocumentedFailure.described(e));
                }
            }
            text.append(')');
        }
        return text.toString();
    }
}
