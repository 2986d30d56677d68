package org.peregrine.giop.fuzz;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import java.util.ArrayDeque;
import java.util.List;
import org.peregrine.giop.cdr.Arrivals;

/**
 * A message read while its pieces arrive, one per {@link #awaitMore}, as {@code
 * IncomingFragments} brings a connection's Fragments to a reader. Releasing {@link #window()}
 * and {@link #close()} release every piece.
 */
final class ArrivingPieces implements Arrivals, AutoCloseable {

    private final CompositeByteBuf window;
    private final ArrayDeque<ByteBuf> toCome;

    /** @param pieces the first is there from the start, the others arrive */
    ArrivingPieces(CompositeByteBuf window, List<ByteBuf> pieces) {
        this.window = window;
        this.toCome = new ArrayDeque<>(pieces);
        ByteBuf first = toCome.poll();
        if (first != null) {
            window.addComponent(true, first);
        }
    }

    CompositeByteBuf window() {
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
