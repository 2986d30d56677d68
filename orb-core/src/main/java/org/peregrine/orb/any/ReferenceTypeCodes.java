package org.peregrine.orb.any;

import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.ObjectImpl;
import org.peregrine.orb.spi.ProxiedReference;
import org.peregrine.orb.typecode.TypeCodeImpl;

/**
 * The TypeCode {@code Any.insert_Object(reference)} gives a reference: that of its most derived
 * interface ({@code _ids()[0]}, named by the last component of its IDL id), as JacORB and the
 * GlassFish ORB type it; CORBA::Object's for a nil reference or one whose id names no IDL
 * interface.
 */
final class ReferenceTypeCodes {

    private static final String OBJECT_ID = "IDL:omg.org/CORBA/Object:1.0";
    private static final TypeCode OBJECT = interfaceType(OBJECT_ID, "Object");

    private ReferenceTypeCodes() {
    }

    static TypeCode of(org.omg.CORBA.Object reference) {
        if (reference instanceof ProxiedReference proxied) {
            reference = proxied.reference();
        }
        String[] ids = reference instanceof ObjectImpl stub ? stub._ids() : new String[0];
        if (ids.length == 0 || !ids[0].startsWith("IDL:") || ids[0].equals(OBJECT_ID)) {
            return OBJECT;
        }
        String id = ids[0];
        int version = id.lastIndexOf(':');
        String scopedName = id.substring(4, version > 4 ? version : id.length());
        return interfaceType(id, scopedName.substring(scopedName.lastIndexOf('/') + 1));
    }

    private static TypeCode interfaceType(String id, String name) {
        return TypeCodeImpl.of(TCKind.tk_objref).named(id, name).build();
    }
}
