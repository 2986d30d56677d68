package org.peregrine.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Date;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.portable.ObjectImpl;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.orb.spi.ProxiedReference;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.rmi.RmiRepositoryIds;

/**
 * Malformed RMI-IIOP values sent to a server as the argument of {@code reverse(List)}: each is
 * refused with a MARSHAL whose minor code says what was wrong, nothing leaks (the test extension
 * fails on a leaked buffer), and the server goes on serving the next call.
 */
class MalformedRmiValuesTest {

    private static final int CHUNKED_VALUE_TAG = 0x7fffff0a;

    private static ExportedCalculator exported;
    private static Calculator calculator;

    @BeforeAll
    static void start() throws Exception {
        exported = new ExportedCalculator();
        calculator = exported.stub;
    }

    @AfterAll
    static void stop() throws Exception {
        exported.close();
    }

    @AfterEach
    void serverShouldKeepServing() throws Exception {
        assertEquals(3, calculator.add(1, 2));
    }

    @Test
    void shouldRefuseAClassThatIsNotThere() {
        assertRefused(ValueMinor.CLASS_NOT_FOUND, out -> {
            out.start_value("RMI:com.nowhere.Missing:0000000000000000:0000000000000001");
            out.write_long(1);
            out.end_value();
        });
    }

    @Test
    void shouldRefuseASerialVersionUidThatIsNotTheLocalClasss() {
        String id = RmiRepositoryIds.of(Date.class);
        String otherVersion = id.substring(0, id.lastIndexOf(':') + 1) + "0123456789ABCDEF";
        assertRefused(ValueMinor.CLASS_MISMATCH, out -> {
            out.start_value(otherVersion);
            out.write_long(1);
            out.end_value();
        });
    }

    @Test
    void shouldRefuseAClassThatIsNotSerializable() {
        assertRefused(ValueMinor.CLASS_MISMATCH, out -> {
            out.start_value("RMI:java.lang.Thread:0000000000000000");
            out.write_long(1);
            out.end_value();
        });
    }

    @Test
    void shouldRefuseAnUnknownCustomStreamFormat() {
        assertRefused(ValueMinor.BAD_STREAM_FORMAT, out -> {
            out.start_value(RmiRepositoryIds.of(Date.class)); // Date has its own writeObject
            out.write_octet((byte) 3);
            out.write_boolean(false);
            out.write_longlong(0);
            out.end_value();
        });
    }

    @Test
    void shouldRefuseATruncatedChunk() {
        assertRefused(null, out -> {
            CdrWriter writer = out.writer();
            writer.writeLong(CHUNKED_VALUE_TAG);
            CdrText.writeString(writer, RmiRepositoryIds.of(Date.class));
            writer.writeLong(100); // a chunk of 100 octets, of which 8 come
            writer.writeLongLong(0);
        });
    }

    /**
     * Sends {@code reverse} with the argument {@code write} writes: a MARSHAL must come back, with
     * {@code minor} if given.
     */
    private static void assertRefused(ValueMinor minor, Consumer<CdrOutputStream> write) {
        ObjectImpl reference = ((ProxiedReference) calculator).reference();
        MARSHAL refused = assertThrows(MARSHAL.class, () -> {
            CdrOutputStream out = (CdrOutputStream) reference._request("reverse", true);
            write.accept(out);
            reference._releaseReply(reference._invoke(out));
        });
        if (minor != null) {
            assertEquals(minor.value(), refused.minor, refused.getMessage());
        }
        assertEquals(CompletionStatus.COMPLETED_NO, refused.completed, refused.getMessage());
    }
}
