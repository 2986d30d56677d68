package noticeboard;

import java.io.Serializable;

/**
 * The factory of {@code noticeboard::Note}. An ORB that reads a Note and has no factory
 * registered for its repository id looks for the class named after the value class plus {@code
 * DefaultFactory} (IDL-to-Java mapping §1.13.8), so this one needs no registration, in Peregrine,
 * JacORB and the GlassFish ORB alike. It implements the generated {@link NoteValueFactory}, whose
 * {@code create} is the IDL's {@code factory create} ({@code NoteHelper.create(orb, ...)} calls it).
 */
public class NoteDefaultFactory implements NoteValueFactory {

    /** Called by the ORB with the stream positioned at the Note's state. */
    @Override
    public Serializable read_value(org.omg.CORBA_2_3.portable.InputStream in) {
        return in.read_value(new NoteImpl());
    }

    @Override
    public Note create(String author, String text) {
        return new NoteImpl(author, text);
    }
}
