package org.peregrine.orb.dii;

import org.omg.CORBA.Any;
import org.omg.CORBA.NamedValue;

/** An argument, result or context property: a name, a value and its mode flags (CORBA 3.0 §7.1.1). */
final class NamedValueImpl extends NamedValue {

    private final String name;
    private final Any value;
    private final int flags;

    NamedValueImpl(String name, Any value, int flags) {
        this.name = name;
        this.value = value;
        this.flags = flags;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Any value() {
        return value;
    }

    @Override
    public int flags() {
        return flags;
    }
}
