package org.peregrine.examples;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import noticeboard.ListenerPOA;
import noticeboard.Note;

/** The example callback: a client's servant that the board calls for each note posted. */
final class CollectingListener extends ListenerPOA {

    private final List<Note> received = new CopyOnWriteArrayList<>();

    @Override
    public void posted(Note posting) {
        received.add(posting);
        System.out.println("listener: posted(" + posting.headline() + ")  <- called back by the board");
    }

    /** The notes the board has called this listener with, in order. */
    List<Note> received() {
        return List.copyOf(received);
    }
}
