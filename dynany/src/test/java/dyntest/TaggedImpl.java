package dyntest;

/** The implementation of the test IDL's {@code Tagged} value type. */
public class TaggedImpl extends Tagged {

    private static final long serialVersionUID = 1L;
}
