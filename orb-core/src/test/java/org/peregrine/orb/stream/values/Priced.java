package org.peregrine.orb.stream.values;

import java.math.BigDecimal;
import org.peregrine.orb.spi.FixedPoint;

/**
 * {@code valuetype Priced : truncatable Node { public fixed<9,2> price; }}, marshalled as
 * Peregrine's IDL compiler maps a fixed member, its state written price first: truncatable, so it
 * travels chunked, and the fixed value is the first data of its chunk. Made by {@link PricedImpl}.
 */
public abstract class Priced extends Node {

    public static final String ID = "IDL:peregrine.org/orb/stream/values/Priced:1.0";
    private static final long serialVersionUID = 1L;

    public BigDecimal price;

    @Override
    public void _write(org.omg.CORBA.portable.OutputStream os) {
        FixedPoint.write(os, price, (short) 9, (short) 2);
        super._write(os);
    }

    @Override
    public void _read(org.omg.CORBA.portable.InputStream is) {
        price = FixedPoint.read(is, (short) 9, (short) 2);
        super._read(is);
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {ID, Node.ID};
    }
}
