package noticeboard;

/**
 * The implementation of the value type {@code noticeboard::Note}: the generated abstract class
 * {@link Note} holds the state and marshals it; this class adds the operation the IDL declares.
 * It lives in the generated class's package so that {@link NoteDefaultFactory} can be found by
 * its name.
 */
public class NoteImpl extends Note {

    private static final long serialVersionUID = 1L;
    private static final int HEADLINE_LENGTH = 24;

    /** For {@link NoteDefaultFactory#read_value}: the state is read into the new instance. */
    public NoteImpl() {
    }

    public NoteImpl(String author, String text) {
        this.author = author;
        this.text = text;
    }

    /** The author and the start of the text: runs where this copy is, with no remote call. */
    @Override
    public String headline() {
        String start = text.length() <= HEADLINE_LENGTH ? text : text.substring(0, HEADLINE_LENGTH) + "...";
        return author + ": " + start;
    }
}
