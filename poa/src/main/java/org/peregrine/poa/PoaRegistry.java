package org.peregrine.poa;

import java.util.Arrays;
import java.util.List;
import org.peregrine.poa.demux.ObjectKey;

/**
 * The POAs of one ORB by index, so that a request's object key finds its POA with one array
 * look-up (Juric §5: active demultiplexing). Reads are lock-free over a copy-on-write array;
 * indexes are never reused.
 */
final class PoaRegistry {

    private volatile PoaImpl[] byIndex = new PoaImpl[0];
    private PoaImpl root;

    /** Adds {@code poa}; returns its index. The first POA registered is the root. */
    synchronized int register(PoaImpl poa) {
        PoaImpl[] grown = Arrays.copyOf(byIndex, byIndex.length + 1);
        grown[byIndex.length] = poa;
        byIndex = grown;
        if (root == null) {
            root = poa;
        }
        return grown.length - 1;
    }

    synchronized void unregister(PoaImpl poa) {
        PoaImpl[] copy = byIndex.clone();
        if (poa.index() < copy.length && copy[poa.index()] == poa) {
            copy[poa.index()] = null;
            byIndex = copy;
        }
    }

    /**
     * The POA a key names, or {@code null}. A transient key must carry this ORB's instance id; a
     * persistent key whose index is stale (another process made it) is found by its path.
     */
    PoaImpl find(ObjectKey key, int orbInstance) {
        if (!key.persistent() && key.orbInstance() != orbInstance) {
            return null;
        }
        PoaImpl[] all = byIndex;
        PoaImpl candidate = key.poaIndex() >= 0 && key.poaIndex() < all.length ? all[key.poaIndex()] : null;
        if (candidate != null && candidate.policies().persistent() == key.persistent()
                && (!key.persistent() || candidate.path().equals(key.poaPath()))) {
            return candidate;
        }
        return key.persistent() ? byPath(key.poaPath()) : null;
    }

    private PoaImpl byPath(List<String> path) {
        PoaImpl poa = root;
        for (String name : path) {
            poa = poa == null ? null : poa.child(name);
        }
        return poa != null && poa.policies().persistent() ? poa : null;
    }
}
