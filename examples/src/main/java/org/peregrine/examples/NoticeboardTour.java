package org.peregrine.examples;

import noticeboard.Board;
import noticeboard.ListenerHelper;
import noticeboard.Note;
import noticeboard.NoteHelper;
import org.omg.CORBA.IntHolder;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;

/**
 * The noticeboard's client side, as the demo runs it: values made by their factory, a callback
 * object served by the client, an {@code inout} and two {@code out} parameters.
 */
final class NoticeboardTour {

    private NoticeboardTour() {
    }

    /** Subscribes a listener to {@code board}, posts two notes, reads them back; returns the listener. */
    static CollectingListener run(ORB orb, Board board) throws Exception {
        // to be called back, the client serves an object of its own: its RootPOA must be active
        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        CollectingListener listener = new CollectingListener();
        board.subscribe(ListenerHelper.narrow(root.servant_to_reference(listener)));
        System.out.println("client: subscribe(listener)                  -> ok");

        // the IDL's `factory create`, through the factory the ORB finds (NoteDefaultFactory)
        Note first = NoteHelper.create(orb, "ada", "The demo board is open.");
        int number = board.post(first);
        System.out.println("client: post(" + first.headline() + ")  -> " + number + " (a value, copied)");
        board.post(NoteHelper.create(orb, "grace", "A value's operations run where its copy is."));

        IntHolder cursor = new IntHolder(1);
        Note[] notes = board.since(cursor);
        System.out.println("client: since(cursor = 1)                    -> " + notes.length
                + " note(s), cursor now " + cursor.value + " (inout)");
        IntHolder noteCount = new IntHolder();
        IntHolder listenerCount = new IntHolder();
        board.counts(noteCount, listenerCount);
        System.out.println("client: counts(out notes, out listeners)     -> " + noteCount.value + ", "
                + listenerCount.value + " (out)");
        return listener;
    }
}
