package org.peregrine.poa.demux;

import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.omg.PortableServer.Servant;

/**
 * The active object map of a SYSTEM_ID POA, with active demultiplexing (Juric §5): the POA
 * assigns object ids of 8 octets, a slot index and the slot's generation (big-endian ints), so a
 * request finds its servant with one array look-up and no hashing. A slot freed by deactivation
 * gets a new generation when reused, so a stale reference never reaches the new servant: its
 * look-up fails and the request gets OBJECT_NOT_EXIST.
 *
 * <p>Thread rules: look-ups read the slot array without locking; changes take this object's
 * lock and publish slots through the atomic array.
 */
public final class SlotActiveObjectMap implements ActiveObjectMap {

    /** The length of the ids this map makes. */
    public static final int ID_LENGTH = 8;

    /**
     * One slot's state: the generation, and the servant while active. A reserved slot (an id
     * handed out by {@link #newId} or {@code create_reference}) has no servant yet.
     */
    private record Slot(int generation, Servant servant) {
    }

    private volatile AtomicReferenceArray<Slot> slots = new AtomicReferenceArray<>(16);
    private int used;
    private final ArrayDeque<Integer> free = new ArrayDeque<>();
    private final Map<Servant, Integer> bySlotOf = new IdentityHashMap<>();
    private int[] nextGeneration = new int[16];

    @Override
    public Servant servant(byte[] id) {
        if (id.length != ID_LENGTH) {
            return null;
        }
        int index = readInt(id, 0);
        AtomicReferenceArray<Slot> current = slots;
        if (index < 0 || index >= current.length()) {
            return null;
        }
        Slot slot = current.get(index);
        return slot != null && slot.generation == readInt(id, 4) ? slot.servant : null;
    }

    @Override
    public boolean isActive(byte[] id) {
        return servant(id) != null;
    }

    @Override
    public synchronized byte[] idOf(Servant servant) {
        Integer index = bySlotOf.get(servant);
        return index == null ? null : id(index, slots.get(index).generation);
    }

    @Override
    public synchronized boolean isActive(Servant servant) {
        return bySlotOf.containsKey(servant);
    }

    @Override
    public synchronized byte[] newId() {
        int index;
        if (!free.isEmpty()) {
            index = free.poll();
        } else {
            if (used == slots.length()) {
                grow();
            }
            index = used++;
        }
        int generation = nextGeneration[index]++;
        slots.set(index, new Slot(generation, null));
        return id(index, generation);
    }

    private void grow() {
        AtomicReferenceArray<Slot> bigger = new AtomicReferenceArray<>(slots.length() * 2);
        for (int i = 0; i < slots.length(); i++) {
            bigger.set(i, slots.get(i));
        }
        slots = bigger;
        nextGeneration = java.util.Arrays.copyOf(nextGeneration, bigger.length());
    }

    @Override
    public synchronized boolean put(byte[] id, Servant servant) {
        int index = checkedIndex(id);
        Slot slot = slots.get(index);
        if (slot.servant != null) {
            return false;
        }
        slots.set(index, new Slot(slot.generation, servant));
        bySlotOf.putIfAbsent(servant, index);
        return true;
    }

    /** The slot of an id this map made and that is still current, else IllegalArgumentException. */
    private int checkedIndex(byte[] id) {
        int index = id.length == ID_LENGTH ? readInt(id, 0) : -1;
        Slot slot = index >= 0 && index < used ? slots.get(index) : null;
        if (slot == null || slot.generation != readInt(id, 4)) {
            throw new IllegalArgumentException("not an object id this POA assigned, or one that is stale");
        }
        return index;
    }

    @Override
    public synchronized Servant remove(byte[] id) {
        if (servant(id) == null) {
            return null;
        }
        int index = readInt(id, 0);
        Servant servant = slots.get(index).servant;
        slots.set(index, null);
        free.add(index);
        if (Integer.valueOf(index).equals(bySlotOf.get(servant))) {
            bySlotOf.remove(servant);
            reindex(servant);
        }
        return servant;
    }

    /** After a MULTIPLE_ID servant lost one id, points {@link #idOf} at another of its slots. */
    private void reindex(Servant servant) {
        for (int i = 0; i < used; i++) {
            Slot slot = slots.get(i);
            if (slot != null && slot.servant == servant) {
                bySlotOf.put(servant, i);
                return;
            }
        }
    }

    @Override
    public synchronized Map<byte[], Servant> clear() {
        Map<byte[], Servant> all = new IdentityHashMap<>();
        for (int i = 0; i < used; i++) {
            Slot slot = slots.get(i);
            if (slot != null && slot.servant != null) {
                all.put(id(i, slot.generation), slot.servant);
            }
            slots.set(i, null);
        }
        free.clear();
        for (int i = 0; i < used; i++) {
            free.add(i);
        }
        bySlotOf.clear();
        return all;
    }

    private static byte[] id(int index, int generation) {
        return new byte[] {
            (byte) (index >>> 24), (byte) (index >>> 16), (byte) (index >>> 8), (byte) index,
            (byte) (generation >>> 24), (byte) (generation >>> 16), (byte) (generation >>> 8), (byte) generation};
    }

    private static int readInt(byte[] bytes, int offset) {
        return (bytes[offset] & 0xff) << 24 | (bytes[offset + 1] & 0xff) << 16 | (bytes[offset + 2] & 0xff) << 8
                | (bytes[offset + 3] & 0xff);
    }
}
