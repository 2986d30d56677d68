package org.peregrine.idl.model;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One IDL interface for which the standard mapping generated a skeleton ({@code XPOA}): not
 * local, not abstract, not pseudo, not a forward declaration.
 *
 * <p>Immutable.
 *
 * @param javaPackage the Java package of the generated classes, empty for the unnamed package
 * @param name the interface's Java simple name ({@code X} of {@code XPOA})
 * @param repositoryId the interface's repository id, for comments
 * @param operationsType the fully qualified name of {@code XOperations}
 * @param imports the import lines' type names that JacORB prints into {@code XPOA} (types of
 *     the unnamed package used from a named one), in JacORB's order
 * @param operations every operation and attribute accessor of the interface and its bases, in
 *     no particular order; wire names are unique
 */
public record InterfaceModel(
        String javaPackage,
        String name,
        String repositoryId,
        String operationsType,
        List<String> imports,
        List<OperationModel> operations) {

    public InterfaceModel {
        Objects.requireNonNull(javaPackage, "javaPackage");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(repositoryId, "repositoryId");
        Objects.requireNonNull(operationsType, "operationsType");
        imports = List.copyOf(imports);
        operations = List.copyOf(operations);
        Set<String> wireNames = new HashSet<>();
        for (OperationModel operation : operations) {
            if (!wireNames.add(operation.wireName())) {
                throw new IllegalArgumentException(
                        "operation " + operation.wireName() + " appears twice in " + name);
            }
        }
    }

    /** The fully qualified Java name of a class {@code simpleName} generated beside the skeleton. */
    public String qualify(String simpleName) {
        return javaPackage.isEmpty() ? simpleName : javaPackage + "." + simpleName;
    }
}
