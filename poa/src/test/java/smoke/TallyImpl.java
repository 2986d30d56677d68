package smoke;

/** The implementation of the test IDL's {@code Tally}: a counter whose state is its total. */
public class TallyImpl extends Tally {

    private static final long serialVersionUID = 1L;

    @Override
    public int next() {
        return ++total;
    }

    @Override
    public String describe() {
        return "tally " + total;
    }
}
