package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.math.BigDecimal;
import java.util.HexFormat;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.DATA_CONVERSION;
import org.omg.CORBA.MARSHAL;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.spi.FixedPoint;
import org.peregrine.orb.stream.values.Node;
import org.peregrine.orb.stream.values.Priced;
import org.peregrine.orb.stream.values.PricedImpl;

/**
 * IDL fixed through the ORB's portable streams: the standard {@code read_fixed()} and
 * {@code write_fixed(BigDecimal)}, the typed methods, and {@link FixedPoint}, which generated code
 * calls, on Peregrine's streams (the encoding itself is {@code FixedDecimalTest}'s).
 */
class FixedStreamsTest {

    private static final HexFormat HEX = HexFormat.of();

    private static CdrOutputStream output() {
        CdrWriter writer = new CdrWriter().wrap(Unpooled.buffer(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        return new CdrOutputStream(ValuesOnlyContext.DEFAULT, writer, null);
    }

    private static String written(Consumer<CdrOutputStream> write) {
        CdrOutputStream out = output();
        write.accept(out);
        return HEX.formatHex(ByteBufUtil.getBytes(out.writer().buffer()));
    }

    private static CdrInputStream input(String hex) {
        return CdrInputStream.over(ValuesOnlyContext.DEFAULT, Unpooled.wrappedBuffer(HEX.parseHex(hex)), false,
                GiopVersion.V1_2, CodeSets.DEFAULT);
    }

    @Test
    void shouldWriteTypesOctetsWhenGeneratedCodeWritesThroughFixedPoint() {
        String hex = written(out -> FixedPoint.write(out, new BigDecimal("-1.5"), (short) 9, (short) 2));

        assertEquals("000000150d", hex);
        assertEquals(new BigDecimal("-1.50"), FixedPoint.read(input(hex), (short) 9, (short) 2));
    }

    @Test
    void shouldReadShortFormWhenPeerWroteOnlyTheValuesDigits() {
        CdrInputStream in = input("0c" + "01234c");

        assertEquals(new BigDecimal("0.00"), in.read_fixed((short) 9, (short) 2));
        assertEquals(new BigDecimal("12.34"), in.read_fixed((short) 9, (short) 2));
    }

    @Test
    void shouldWriteValuesOwnDigitsAndReadThemUnscaledWhenNoTypeIsGiven() {
        String hex = written(out -> out.write_fixed(new BigDecimal("-12.50")));

        assertEquals("01250d", hex);
        assertEquals(new BigDecimal("-1250"), input(hex).read_fixed());
    }

    @Test
    void shouldRaiseBadParamWhenValueIsNull() {
        CdrOutputStream out = output();

        BAD_PARAM typed = assertThrows(BAD_PARAM.class, () -> FixedPoint.write(out, null, (short) 9, (short) 2));
        BAD_PARAM untyped = assertThrows(BAD_PARAM.class, () -> out.write_fixed(null));
        assertEquals(OrbMinor.NULL_ARGUMENT.value(), typed.minor);
        assertEquals(OrbMinor.NULL_ARGUMENT.value(), untyped.minor);
    }

    @Test
    void shouldCarryStreamsCompletionStatusWhenValueDoesNotFitOrOctetsAreBad() {
        CdrOutputStream reply = output();
        reply.writer().completion(CompletionStatus.COMPLETED_YES);
        CdrInputStream in = input("1e");
        in.reader().completion(CompletionStatus.COMPLETED_YES);

        DATA_CONVERSION tooLarge = assertThrows(DATA_CONVERSION.class,
                () -> FixedPoint.write(reply, new BigDecimal("1E+7"), (short) 9, (short) 2));
        MARSHAL bad = assertThrows(MARSHAL.class, () -> FixedPoint.read(in, (short) 3, (short) 0));
        assertEquals(GiopMinor.FIXED_DOES_NOT_FIT.value(), tooLarge.minor);
        assertEquals(CompletionStatus.COMPLETED_YES, tooLarge.completed);
        assertEquals(GiopMinor.FIXED_BAD_NIBBLE.value(), bad.minor);
        assertEquals(CompletionStatus.COMPLETED_YES, bad.completed);
    }

    @Test
    void shouldBeginChunkWhenFixedIsFirstDataOfChunkedValue() {
        PricedImpl priced = new PricedImpl();
        priced.price = new BigDecimal("1234567.89");
        priced.id = 3;
        CdrOutputStream out = output();
        out.write_value(priced, Node.ID);
        out.write_long(77);

        CdrInputStream in = CdrInputStream.over(ValuesOnlyContext.DEFAULT, out.writer().buffer(), false,
                GiopVersion.V1_2, CodeSets.DEFAULT);
        Priced read = (Priced) in.read_value(Node.ID);
        assertEquals(new BigDecimal("1234567.89"), read.price);
        assertEquals(3, read.id);
        assertEquals(77, in.read_long());
    }
}
