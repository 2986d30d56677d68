package org.peregrine.orb.server;

import io.netty.buffer.CompositeByteBuf;
import java.util.HashMap;
import java.util.Map;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IncomingMessage;

/**
 * Requests of one connection whose header goes on past their first message, into their
 * Fragments (GIOP 1.1 and 1.2 allow it, CORBA 3.0 §15.4.9), held until the header can be read:
 * GIOP 1.2 ones by request id, which opens the header, and the one GIOP 1.1 message in progress.
 * Each held request's first message and the Fragments after it are composed in one window.
 *
 * <p>Thread rules: the reading thread holds and takes; {@link #releaseAll} may come from any
 * thread as the connection closes, after which nothing more is held. Synchronized: used only
 * while a header is split.
 */
final class SplitHeaders {

    /** A request waiting for the rest of its header. */
    static final class Held {
        final IncomingMessage first;
        final CompositeByteBuf window;
        /** The window's size when its header was last tried. */
        private int triedAt;

        Held(IncomingMessage first, CompositeByteBuf window) {
            this.first = first;
            this.window = window;
            this.triedAt = window.readableBytes();
        }

        /**
         * Appends a Fragment's body; whether the header is worth trying again: the window has
         * doubled since the last try, or nothing more follows. So a header split into many
         * small Fragments is read a number of times logarithmic in its size, not once per Fragment.
         */
        boolean append(IncomingMessage fragment) {
            fragment.buffer().skipBytes(fragment.version() == GiopVersion.V1_1 ? GiopHeader.LENGTH
                    : GiopHeader.FRAGMENT_12_LENGTH);
            window.addComponent(true, fragment.buffer());
            if (fragment.moreFragments() && window.readableBytes() < 2L * triedAt) {
                return false;
            }
            triedAt = window.readableBytes();
            return true;
        }
    }

    private final Map<Integer, Held> byRequestId = new HashMap<>();
    private Held held11;
    private boolean closed;

    /** Holds a request whose header is not all in {@code window} yet; released at once once closed. */
    synchronized void hold(Held held) {
        if (closed) {
            held.window.release();
        } else if (held.first.version() == GiopVersion.V1_1) {
            held11 = held;
        } else {
            // a GIOP 1.2 Request's id opens its header, where a Fragment's id is (§15.4.2.1, §15.4.9)
            byRequestId.put(held.first.fragmentRequestId(), held);
        }
    }

    /** Takes the held request {@code fragment} continues, or {@code null} if none is held for it. */
    synchronized Held take(IncomingMessage fragment) {
        if (fragment.version() == GiopVersion.V1_1) {
            Held held = held11;
            held11 = null;
            return held;
        }
        return byRequestId.isEmpty() ? null : byRequestId.remove(fragment.fragmentRequestId());
    }

    /** How many requests are held. */
    synchronized int size() {
        return byRequestId.size() + (held11 == null ? 0 : 1);
    }

    /** Releases what is held; nothing is held from now on. */
    synchronized void releaseAll() {
        closed = true;
        byRequestId.values().forEach(held -> held.window.release());
        byRequestId.clear();
        if (held11 != null) {
            held11.window.release();
            held11 = null;
        }
    }
}
