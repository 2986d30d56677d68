package org.peregrine.valuetypes;

import io.netty.buffer.ByteBuf;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.idl.Item;
import org.peregrine.bench.idl.ItemHelper;
import org.peregrine.bench.idl.ItemImpl;
import org.peregrine.bench.idl.Items;
import org.peregrine.bench.idl.ItemsHelper;
import org.peregrine.bench.idl.ItemsImpl;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.HeapBuffers;
import org.peregrine.giop.cdr.StringCache;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * How far the generic value path is from hand-written code: {@code ValueMarshalBenchmark}'s
 * {@code items} value written and read by code that knows its shape, over the same cursors
 * ({@link CdrWriter}, {@link CdrReader}) and the same tables ({@link IdentityPositions}, {@link
 * PositionMap}), producing the same octets (one value tag, one repository id, indirections to
 * the item id after the first). No factories, no class lookups, no depth or chunk bookkeeping,
 * no portable stream between: what is left is the cost of the encoding and of keeping sharing.
 * {@code cursors} writes the same octets without the identity table.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar ValueFloorBenchmark -p m=16
 * </pre>
 */
public class ValueFloorBenchmark extends MicrobenchmarkDefaults {

    private static final int SINGLE_ID_TAG = ValueTag.MIN_VALUE_TAG | ValueTag.SINGLE_ID;
    private static final byte[] ITEMS_ID = CdrText.encodeAscii(ItemsHelper.id());
    private static final byte[] ITEM_ID = CdrText.encodeAscii(ItemHelper.id());

    @Param({"16", "256"})
    public int m;

    private ItemsImpl root;
    private final StringCache ids = new StringCache();
    private ByteBuf written;

    @Setup
    public void setUp() {
        root = new ItemsImpl();
        root.elements = new Item[m];
        for (int i = 0; i < m; i++) {
            ItemImpl item = new ItemImpl();
            item.id = i;
            root.elements[i] = item;
        }
        written = writeItems(true).buffer();
    }

    @Benchmark
    public ByteBuf write() {
        return writeItems(true).buffer();
    }

    @Benchmark
    public ByteBuf cursors() {
        return writeItems(false).buffer();
    }

    @Benchmark
    public Items read() {
        return readItems(written.retainedDuplicate());
    }

    @Benchmark
    public Items roundTrip() {
        return readItems(writeItems(true).buffer());
    }

    private CdrWriter writeItems(boolean sharing) {
        CdrWriter out = new CdrWriter().wrap(HeapBuffers.growable(512), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        IdentityPositions values = new IdentityPositions(ValueWriter.VALUES_EXPECTED);
        if (sharing) {
            values.positionOrAdd(root);
            values.positionOfAdded(out.position());
        }
        out.writeLong(SINGLE_ID_TAG);
        CdrText.writeAsciiString(out, ITEMS_ID);
        out.writeLong(root.elements.length);
        int itemId = -1;
        for (Item item : root.elements) {
            int earlier = sharing ? values.positionOrAdd(item) : -1;
            if (earlier >= 0) {
                out.writeIndirection(earlier);
                continue;
            }
            if (sharing) {
                values.positionOfAdded(out.position());
            }
            out.writeLong(SINGLE_ID_TAG);
            if (itemId < 0) {
                itemId = out.position();
                CdrText.writeAsciiString(out, ITEM_ID);
            } else {
                out.writeIndirection(itemId);
            }
            out.writeLong(item.id);
        }
        return out;
    }

    private Items readItems(ByteBuf buf) {
        CdrReader in = new CdrReader().wrap(buf, buf.readerIndex(), false, GiopVersion.V1_2, CodeSets.DEFAULT);
        PositionMap<Object> values = new PositionMap<>(ValueWriter.VALUES_EXPECTED);
        PositionMap<String> strings = new PositionMap<>(ValueWriter.IDS_EXPECTED);
        ItemsImpl items = new ItemsImpl();
        values.put(in.position(), items);
        in.readLong(); // the tag
        strings.put(in.position(), CdrText.readName(in, ids));
        Item[] elements = new Item[in.readLong()];
        int lastIdTarget = -1;
        for (int i = 0; i < elements.length; i++) {
            int tagPosition = in.position();
            if (in.readLong() == ValueTag.INDIRECTION) {
                int offsetAt = in.position();
                elements[i] = (Item) values.get(offsetAt + in.readLong());
                continue;
            }
            long target = in.readIndirection();
            if (target != CdrReader.NO_INDIRECTION) {
                if (target != lastIdTarget) {
                    strings.get((int) target);
                    lastIdTarget = (int) target;
                }
            } else {
                in.align(4);
                strings.put(in.position(), CdrText.readName(in, ids));
            }
            ItemImpl item = new ItemImpl();
            values.put(tagPosition, item);
            item.id = in.readLong();
            elements[i] = item;
        }
        items.elements = elements;
        buf.release();
        return items;
    }
}
