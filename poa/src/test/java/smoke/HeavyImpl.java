package smoke;

/** The implementation of the test IDL's truncatable {@code Heavy} value type. */
public class HeavyImpl extends Heavy {

    private static final long serialVersionUID = 1L;
}
