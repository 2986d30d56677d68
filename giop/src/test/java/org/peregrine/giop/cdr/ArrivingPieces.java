package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A message read while its pieces arrive, one per {@link #awaitMore}, as {@code
 * IncomingFragments} brings a connection's Fragments to a reader. Releasing {@link #window()}
 * and {@link #close()} release every piece.
 */
public final class ArrivingPieces implements Arrivals, AutoCloseable {

    private final CompositeByteBuf window;
    private final ArrayDeque<ByteBuf> toCome;

    /** @param pieces the first is there from the start, the others arrive */
    public ArrivingPieces(CompositeByteBuf window, List<ByteBuf> pieces) {
        this.window = window;
        this.toCome = new ArrayDeque<>(pieces);
        ByteBuf first = toCome.poll();
        if (first != null) {
            window.addComponent(true, first);
        }
    }

    /** The components of {@code all} as pieces that arrive (the first is there); releases {@code all}. */
    public static ArrivingPieces of(CompositeByteBuf all) {
        List<ByteBuf> pieces = new ArrayList<>();
        for (int i = 0; i < all.numComponents(); i++) {
            pieces.add(all.internalComponent(i).retain());
        }
        CompositeByteBuf window = all.alloc().compositeDirectBuffer(Integer.MAX_VALUE);
        all.release();
        return new ArrivingPieces(window, pieces);
    }

    /** What has arrived so far, which a reader reads. */
    public CompositeByteBuf window() {
        return window;
    }

    @Override
    public boolean awaitMore() {
        ByteBuf next = toCome.poll();
        if (next == null) {
            return false;
        }
        window.addComponent(true, next);
        return true;
    }

    @Override
    public int releaseBefore(int before) {
        window.readerIndex(before);
        window.discardReadComponents();
        return before - window.readerIndex();
    }

    @Override
    public long mayStillArrive() {
        long octets = 0;
        for (ByteBuf piece : toCome) {
            octets += piece.readableBytes();
        }
        return octets;
    }

    @Override
    public void close() {
        window.release();
        for (ByteBuf piece = toCome.poll(); piece != null; piece = toCome.poll()) {
            piece.release();
        }
    }
}
