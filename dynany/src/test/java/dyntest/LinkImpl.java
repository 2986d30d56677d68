package dyntest;

/** The implementation of the test IDL's {@code Link} value type. */
public class LinkImpl extends Link {

    private static final long serialVersionUID = 1L;
}
