package org.peregrine.examples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import noticeboard.BoardPOA;
import noticeboard.Listener;
import noticeboard.Note;
import org.omg.CORBA.IntHolder;

/** The example board: keeps the notes posted and calls each subscriber back with every new one. */
final class BoardServant extends BoardPOA {

    private final List<Note> notes = new ArrayList<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();

    /**
     * The note arrived as a copy made by {@code NoteDefaultFactory}. Each listener is called
     * before this returns, so the caller, waiting for the reply, is called back meanwhile: its ORB
     * serves the callback while it waits.
     */
    @Override
    public int post(Note posting) {
        int number;
        synchronized (notes) {
            number = notes.size();
            notes.add(posting);
        }
        for (Listener listener : listeners) {
            listener.posted(posting);
        }
        return number;
    }

    @Override
    public void subscribe(Listener subscriber) {
        listeners.add(subscriber);
    }

    /** {@code inout}: the caller's value arrives in the holder, and what is left there goes back. */
    @Override
    public Note[] since(IntHolder cursor) {
        synchronized (notes) {
            int from = Math.min(Math.max(cursor.value, 0), notes.size());
            cursor.value = notes.size();
            return notes.subList(from, notes.size()).toArray(Note[]::new);
        }
    }

    /** {@code out}: the holders arrive empty; what is put there goes back. */
    @Override
    public void counts(IntHolder noteCount, IntHolder listenerCount) {
        synchronized (notes) {
            noteCount.value = notes.size();
        }
        listenerCount.value = listeners.size();
    }
}
