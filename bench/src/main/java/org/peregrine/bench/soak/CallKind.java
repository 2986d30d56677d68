package org.peregrine.bench.soak;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The calls of the soak's mix, each with how many times it comes in one round of a caller's
 * {@link #cycle()}: a small call ({@code echoLong}), echoes of 64 KiB and of 1 MiB of octets, and
 * a value-type call ({@code Callee.byValueItems}: an {@code ItemArray} of
 * {@link #VALUE_ITEMS} {@code Item} values, each with a value header and identity, which the
 * server unmarshals and reads). Immutable.
 */
enum CallKind {

    SMALL("small", "echoLong", 8),
    OCTETS_64_KIB("64KiB", "echoOctets of 64 KiB", 4),
    OCTETS_1_MIB("1MiB", "echoOctets of 1 MiB", 1),
    VALUES("values", "byValueItems of " + CallKind.VALUE_ITEMS + " Item values", 4);

    /** Items of the value-type call's parameter; the server invokes it as many times. */
    static final int VALUE_ITEMS = 256;

    private final String id;
    private final String description;
    private final int perRound;

    CallKind(String id, String description, int perRound) {
        this.id = id;
        this.description = description;
        this.perRound = perRound;
    }

    /** Short name for the lines the JVMs print, the tables and the CSV. */
    String id() {
        return id;
    }

    /** The operation and its argument, for the report. */
    String description() {
        return description;
    }

    /** How many of this kind one round of {@link #cycle()} holds. */
    int perRound() {
        return perRound;
    }

    /** The kind whose {@link #id()} is {@code id}. */
    static CallKind byId(String id) {
        for (CallKind kind : values()) {
            if (kind.id.equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no call kind " + id);
    }

    /**
     * One round of calls for caller {@code caller} of {@code callers}: every kind as often as
     * {@link #perRound()} says, in kind order, started at a place of its own for each caller so
     * that at any moment the callers make different kinds of call.
     */
    static List<CallKind> cycle(int caller, int callers) {
        List<CallKind> round = new ArrayList<>();
        for (CallKind kind : values()) {
            round.addAll(Collections.nCopies(kind.perRound, kind));
        }
        Collections.rotate(round, -(caller * round.size() / callers));
        return List.copyOf(round);
    }
}
