package smoke;

import java.io.Serializable;

/** Found for {@code Heavy} by the DefaultFactory naming convention. */
public class HeavyDefaultFactory implements org.omg.CORBA.portable.ValueFactory {

    @Override
    public Serializable read_value(org.omg.CORBA_2_3.portable.InputStream in) {
        return in.read_value(new HeavyImpl());
    }
}
