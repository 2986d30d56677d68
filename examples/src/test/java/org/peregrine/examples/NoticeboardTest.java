package org.peregrine.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.Arrays;
import java.util.List;
import noticeboard.Board;
import noticeboard.BoardHelper;
import noticeboard.Note;
import noticeboard.NoteHelper;
import noticeboard.NoteImpl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.IntHolder;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;

/** The noticeboard example over loopback: a server ORB with the board and a client ORB, in this JVM. */
class NoticeboardTest {

    private ORB server;
    private ORB client;
    private Board board;

    @BeforeEach
    void serveABoard() throws Exception {
        server = ORB.init(new String[0], DemoServer.peregrine());
        client = ORB.init(new String[0], DemoServer.peregrine());
        POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        String ior = server.object_to_string(root.servant_to_reference(new BoardServant()));
        board = BoardHelper.narrow(client.string_to_object(ior));
    }

    @AfterEach
    void destroy() {
        client.destroy();
        server.destroy();
    }

    private static List<String> headlines(Note... notes) {
        return Arrays.stream(notes).map(Note::headline).toList();
    }

    @Test
    void shouldMakeANoteWithTheFactoryTheOrbFindsByName() {
        Note note = NoteHelper.create(client, "ada", "made by NoteDefaultFactory.create");

        assertInstanceOf(NoteImpl.class, note);
        assertEquals("ada: made by NoteDefaultFacto...", note.headline());
    }

    @Test
    void shouldCallEverySubscriberBackWithACopyOfEachNoteBeforePostReturns() throws Exception {
        CollectingListener listener = NoticeboardTour.run(client, board);

        List<Note> received = listener.received();
        assertEquals(List.of("ada: The demo board is open.", "grace: A value's operations run..."),
                received.stream().map(Note::headline).toList());
        assertInstanceOf(NoteImpl.class, received.get(0), "the copy is made by NoteDefaultFactory.read_value");
    }

    @Test
    void shouldReturnTheNotesFromTheCursorOnAndMoveTheCursorThroughInout() {
        for (String text : List.of("zero", "one", "two")) {
            board.post(NoteHelper.create(client, "ada", text));
        }
        IntHolder cursor = new IntHolder(1);

        Note[] notes = board.since(cursor);

        assertEquals(List.of("ada: one", "ada: two"), headlines(notes));
        assertEquals(3, cursor.value);
        assertArrayEquals(new Note[0], board.since(cursor), "nothing new from the returned cursor");
    }

    @Test
    void shouldFillBothOutParametersWithTheCounts() throws Exception {
        NoticeboardTour.run(client, board);
        IntHolder notes = new IntHolder(-1);
        IntHolder listeners = new IntHolder(-1);

        board.counts(notes, listeners);

        assertEquals(2, notes.value);
        assertEquals(1, listeners.value);
    }
}
