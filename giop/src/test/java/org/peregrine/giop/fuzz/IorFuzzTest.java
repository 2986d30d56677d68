package org.peregrine.giop.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.testsupport.fuzz.DocumentedFailure;

/**
 * IORs from untrusted octets and text: read from a stream in the version and byte order the
 * input's last octets pick ({@link #cdr}), from an encapsulation ({@link #encapsulation}), from
 * an {@code IOR:} string ({@link #string}), and an IIOP profile body alone ({@link #profile});
 * then what a client decodes of them ({@link IorContents}). What is read is written again, in
 * the stream's code sets or as an encapsulation (ISO 8859-1), and must read back the same.
 */
class IorFuzzTest {

    private final PooledInput input = new PooledInput();

    @FuzzTest
    void cdr(FuzzedDataProvider data) {
        StreamSettings settings = StreamSettings.pick(data);
        ByteBuf buf = input.heap(data.consumeRemainingAsBytes());
        Ior ior;
        try {
            ior = IorCodec.read(settings.reader(buf));
        } catch (SystemException e) {
            DocumentedFailure.check(e);
            return;
        } finally {
            buf.release();
            input.assertAllReleased();
        }
        CdrWriter out = settings.writer(Unpooled.buffer());
        IorCodec.write(out, ior);
        assertEquals(IorContents.describe(ior), IorContents.describe(IorCodec.read(settings.reader(out.buffer()))),
                "an IOR written again in the same code sets");
    }

    @FuzzTest
    void encapsulation(byte[] octets) {
        Ior ior;
        try {
            ior = IorCodec.fromEncapsulation(octets);
        } catch (SystemException e) {
            DocumentedFailure.check(e);
            return;
        }
        encapsulatedAgain(ior);
    }

    /** The octets as ISO 8859-1 text, one character each, so that any text of those characters can be made. */
    @FuzzTest
    void string(byte[] octets) {
        Ior ior;
        try {
            ior = IorCodec.fromString(new String(octets, StandardCharsets.ISO_8859_1));
        } catch (SystemException e) {
            DocumentedFailure.check(e);
            return;
        }
        encapsulatedAgain(ior);
        assertEquals(IorContents.describe(ior), IorContents.describe(IorCodec.fromString(IorCodec.toString(ior))),
                "an IOR stringified again");
    }

    @FuzzTest
    void profile(byte[] body) {
        IiopProfile profile;
        try {
            profile = IiopProfile.decode(body);
        } catch (SystemException e) {
            DocumentedFailure.check(e);
            return;
        }
        assertEquals(IorContents.describe(profile), IorContents.describe(IiopProfile.decode(profile.encode())),
                "an IIOP profile encoded again");
    }

    /** Decodes the IOR as a client does, and checks it reads back the same from its encapsulation. */
    private static void encapsulatedAgain(Ior ior) {
        String contents = IorContents.describe(ior);
        assertEquals(contents, IorContents.describe(IorCodec.fromEncapsulation(IorCodec.toEncapsulation(ior))),
                "an IOR encapsulated again");
    }
}
