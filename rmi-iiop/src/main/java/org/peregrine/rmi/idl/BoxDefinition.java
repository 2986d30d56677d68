package org.peregrine.rmi.idl;

import java.io.Externalizable;
import java.io.Serializable;
import java.util.List;
import org.peregrine.valuetypes.rmi.RmiRepositoryIds;

/**
 * A Java array as the mapping boxes it (§1.3.6): {@code valuetype seq1_long sequence<long>;} in
 * {@code ::org::omg::boxedRMI} and the modules of its element type, an array of arrays the
 * sequence of the lower dimension's box, with the array class's RMI id
 * ({@code RMI:[I:0000000000000000}).
 *
 * @param name {@code seq<dimensions>_<element>} in its modules
 * @param elementType the IDL type of the elements: the element type's, or the box one dimension down
 * @param dimensions the array's
 * @param repositoryId the array's RMI id
 */
record BoxDefinition(IdlTypeName name, String elementType, int dimensions, String repositoryId)
        implements IdlDefinition {

    /**
     * The box of {@code array}; IllegalArgumentException for an array of {@code Serializable} or
     * {@code Externalizable}, whose elements travel as abstract interfaces (as the GlassFish ORB
     * writes them), not as the {@code any} their IDL type is.
     */
    static BoxDefinition of(Class<?> array, IdlTypes types) {
        Class<?> component = array.getComponentType();
        if (component == Serializable.class || component == Externalizable.class) {
            throw IdlTypes.unsupported(array, "its elements travel as abstract interfaces, which IDL cannot say of "
                    + component.getName());
        }
        int dimensions = 0;
        for (Class<?> level = array; level.isArray(); level = level.getComponentType()) {
            dimensions++;
        }
        return new BoxDefinition(IdlTypeName.of(array), types.reference(component), dimensions,
                RmiRepositoryIds.of(array));
    }

    @Override
    public Kind kind() {
        return Kind.BOX;
    }

    @Override
    public List<String> bases() {
        return dimensions > 1 ? List.of(elementType) : List.of();
    }

    @Override
    public void write(IdlWriter out) {
        out.line("valuetype " + name.idlMember() + " sequence<" + elementType + ">;");
        out.line(IdlDefinition.pragmaId(name.idlMember(), repositoryId));
    }
}
