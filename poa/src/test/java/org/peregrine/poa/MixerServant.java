package org.peregrine.poa;

import dynamic.MixerPOA;
import dynamic.Point;
import dynamic.Refused;
import org.omg.CORBA.DoubleHolder;
import org.omg.CORBA.StringHolder;

/**
 * The static servant of {@code dynamic::Mixer}: {@code mix(a, s, d)} returns the point (a, length
 * of s), appends "!" to s and sets d to a / 2; a negative a is refused.
 */
class MixerServant extends MixerPOA {

    @Override
    public Point mix(int a, StringHolder s, DoubleHolder d) throws Refused {
        if (a < 0) {
            throw new Refused("negative", a);
        }
        Point point = new Point(a, s.value.length());
        s.value = s.value + "!";
        d.value = a / 2.0;
        return point;
    }
}
