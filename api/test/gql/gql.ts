/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AddressesTestAddress on CustomerAddress {\n    id\n    type\n    name\n    line1\n    line2\n    postalCode\n    city\n    country\n    phone\n    isDefault\n  }\n": typeof types.AddressesTestAddressFragmentDoc,
    "\n  mutation AddressesTestAdd($input: AddressInput!, $email: String) {\n    addAddress(input: $input, email: $email) {\n      __typename\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n": typeof types.AddressesTestAddDocument,
    "\n  mutation AddressesTestUpdate($id: ID!, $input: AddressInput!, $email: String) {\n    updateAddress(id: $id, input: $input, email: $email) {\n      __typename\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n": typeof types.AddressesTestUpdateDocument,
    "\n  mutation AddressesTestSetDefault($id: ID!, $email: String) {\n    setDefaultAddress(id: $id, email: $email) {\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n": typeof types.AddressesTestSetDefaultDocument,
    "\n  mutation AddressesTestDelete($id: ID!, $email: String) {\n    deleteAddress(id: $id, email: $email) {\n      ...AddressesTestAddress\n    }\n  }\n": typeof types.AddressesTestDeleteDocument,
    "\n  query AuditTestEntries($filter: StaffAuditEntryFilter, $limit: Int) {\n    staffAuditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        staffUserId\n        staffUsername\n        action\n        entityType\n        entityId\n        at\n        before\n        after\n      }\n    }\n  }\n": typeof types.AuditTestEntriesDocument,
    "\n  mutation AuditTestUpdateProfile($email: String, $input: ProfileInput!) {\n    updateProfile(email: $email, input: $input) {\n      __typename\n    }\n  }\n": typeof types.AuditTestUpdateProfileDocument,
    "\n  mutation AuthStaffTestSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        role\n      }\n    }\n  }\n": typeof types.AuthStaffTestSignInDocument,
    "\n  query AuthStaffTestViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": typeof types.AuthStaffTestViewerDocument,
    "\n  mutation AuthStaffTestSignOut {\n    staffSignOut\n  }\n": typeof types.AuthStaffTestSignOutDocument,
    "\n  mutation AuthTestRequestLink($email: String!, $returnTo: String) {\n    requestSignInLink(email: $email, returnTo: $returnTo) {\n      __typename\n      email\n      message\n    }\n  }\n": typeof types.AuthTestRequestLinkDocument,
    "\n  query AuthTestViewer {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n  }\n": typeof types.AuthTestViewerDocument,
    "\n  mutation AuthTestSignOut {\n    signOut\n  }\n": typeof types.AuthTestSignOutDocument,
    "\n  mutation CatalogTestCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        id\n        slug\n        name\n        price\n        fromPrice\n        hidden\n        imageUrl\n        category\n      }\n    }\n  }\n": typeof types.CatalogTestCreateProductDocument,
    "\n  mutation CatalogTestUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      __typename\n      product {\n        id\n        name\n        price\n        fromPrice\n      }\n    }\n  }\n": typeof types.CatalogTestUpdateProductDocument,
    "\n  mutation CatalogTestSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n": typeof types.CatalogTestSetHiddenDocument,
    "\n  query CatalogTestStaffProducts($search: String, $category: String, $hidden: Boolean) {\n    staffProducts(search: $search, filter: { category: $category, hidden: $hidden }, limit: 100) {\n      total\n      items {\n        id\n        name\n        hidden\n        category\n      }\n    }\n  }\n": typeof types.CatalogTestStaffProductsDocument,
    "\n  mutation CatalogTestCreatePost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n      post {\n        id\n        slug\n        published\n        featured\n        readingMinutes\n      }\n    }\n  }\n": typeof types.CatalogTestCreatePostDocument,
    "\n  mutation CatalogTestUpdatePost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      __typename\n      post {\n        id\n        featured\n      }\n    }\n  }\n": typeof types.CatalogTestUpdatePostDocument,
    "\n  mutation CatalogTestPublish($id: ID!, $published: Boolean!) {\n    setBlogPostPublished(id: $id, published: $published) {\n      id\n      published\n    }\n  }\n": typeof types.CatalogTestPublishDocument,
    "\n  mutation CatalogTestSetFeatured($id: ID!, $featured: Boolean!) {\n    setBlogPostFeatured(id: $id, featured: $featured) {\n      id\n      featured\n    }\n  }\n": typeof types.CatalogTestSetFeaturedDocument,
    "\n  mutation CatalogTestPlaceFaq($id: ID!, $position: Int!) {\n    placeFaqItem(id: $id, position: $position) {\n      id\n      question\n    }\n  }\n": typeof types.CatalogTestPlaceFaqDocument,
    "\n  query CatalogTestFaq {\n    staffFaqItems {\n      id\n      question\n    }\n  }\n": typeof types.CatalogTestFaqDocument,
    "\n  mutation CatalogTestCreateFaq($input: FaqItemInput!) {\n    createFaqItem(input: $input) {\n      id\n      question\n    }\n  }\n": typeof types.CatalogTestCreateFaqDocument,
    "\n  mutation CatalogTestMoveFaq($id: ID!, $direction: String!) {\n    moveFaqItem(id: $id, direction: $direction) {\n      id\n      question\n    }\n  }\n": typeof types.CatalogTestMoveFaqDocument,
    "\n  mutation CatalogTestDeleteFaq($id: ID!) {\n    deleteFaqItem(id: $id)\n  }\n": typeof types.CatalogTestDeleteFaqDocument,
    "\n  query CatalogTestProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": typeof types.CatalogTestProductsDocument,
    "\n  query CatalogTestBlog($slug: String!) {\n    blogPosts {\n      slug\n    }\n    featuredBlogPosts {\n      slug\n    }\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      featured\n      tags\n    }\n    faqItems {\n      question\n      answer\n      topic\n    }\n  }\n": typeof types.CatalogTestBlogDocument,
    "\n  query CompressionTestProducts {\n    products {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": typeof types.CompressionTestProductsDocument,
    "\n  mutation ContactTestSubmit($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      id\n      message\n    }\n  }\n": typeof types.ContactTestSubmitDocument,
    "\n  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    staffContacts(search: $search, filter: { subject: $subject }, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        subject\n        message\n        createdAt\n      }\n    }\n  }\n": typeof types.ContactTestContactsDocument,
    "\n  query CouponAdminTestList($search: String, $active: Boolean, $sort: ListSort) {\n    staffCoupons(search: $search, filter: { active: $active }, sort: $sort) {\n      total\n      items {\n        id\n        code\n        title\n        type\n        value\n        isActive\n        currentUses\n        maxUses\n        assignedCount\n      }\n    }\n  }\n": typeof types.CouponAdminTestListDocument,
    "\n  mutation CouponAdminTestCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      coupon {\n        id\n        code\n        title\n        type\n        value\n        minOrderAmount\n        maxUses\n        isActive\n        validFrom\n        validUntil\n      }\n    }\n  }\n": typeof types.CouponAdminTestCreateDocument,
    "\n  mutation CouponAdminTestUpdate($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      coupon {\n        id\n        code\n        title\n        value\n        maxUses\n      }\n    }\n  }\n": typeof types.CouponAdminTestUpdateDocument,
    "\n  mutation CouponAdminTestSetActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n": typeof types.CouponAdminTestSetActiveDocument,
    "\n  mutation CouponAdminTestDelete($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n    }\n  }\n": typeof types.CouponAdminTestDeleteDocument,
    "\n  mutation CouponAdminTestAssign($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      assigned\n      alreadyAssigned\n      coupon {\n        assignedCount\n      }\n    }\n  }\n": typeof types.CouponAdminTestAssignDocument,
    "\n  query CouponAdminTestMembers($couponId: ID!) {\n    couponMembers(couponId: $couponId) {\n      memberEmail\n      memberName\n      isUsed\n    }\n  }\n": typeof types.CouponAdminTestMembersDocument,
    "\n  query CouponAdminTestSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      email\n      name\n    }\n  }\n": typeof types.CouponAdminTestSearchDocument,
    "\n  query CouponAdminTestCustomer {\n    customerArea {\n      coupons {\n        code\n        title\n        isUsed\n        isActive\n      }\n      counts {\n        unusedCoupons\n      }\n    }\n  }\n": typeof types.CouponAdminTestCustomerDocument,
    "\n  query CustomerTestWholeArea {\n    customerArea {\n      email\n      profile {\n        firstName\n        lastName\n        email\n        school\n        graduationYear\n        joinedAt\n      }\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        itemCount\n        items {\n          id\n          name\n          size\n          quantity\n          unitPrice\n        }\n      }\n      coupons {\n        code\n        isUsed\n      }\n      invoices {\n        invoiceNumber\n        orderNumber\n      }\n      addresses {\n        city\n        isDefault\n      }\n      returns {\n        orderId\n        reason\n        status\n        requestedAt\n      }\n      groups {\n        name\n        memberCount\n        invitedCount\n        inviteCode\n        myStatus\n      }\n      memberOfGroups {\n        name\n        myStatus\n        inviteCode\n        maxMembers\n      }\n      groupMemberships {\n        email\n        firstName\n        status\n      }\n      designs {\n        name\n        status\n        latestFile {\n          fileName\n          version\n        }\n      }\n      messageThreads {\n        subject\n        type\n        status\n        unreadCount\n      }\n      sizeSubmissions {\n        groupName\n        lines {\n          productName\n          size\n          quantity\n        }\n        submittedAt\n      }\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n    }\n  }\n": typeof types.CustomerTestWholeAreaDocument,
    "\n  query DashboardQueriesTestDashboard {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n    customerArea {\n      email\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        notes\n        shippingAddress\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          id\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n      invoices {\n        id\n        orderId\n        orderNumber\n        invoiceNumber\n        amount\n        taxAmount\n        status\n        dueDate\n        paidDate\n        createdAt\n      }\n      returns {\n        id\n        orderId\n        orderNumber\n        orderItemId\n        reason\n        description\n        status\n        requestedAt\n      }\n      coupons {\n        id\n        code\n        title\n        description\n        type\n        value\n        minOrderAmount\n        validUntil\n        isActive\n        isUsed\n        usedAt\n      }\n    }\n  }\n": typeof types.DashboardQueriesTestDashboardDocument,
    "\n  query DesignReviewTestList($search: String, $status: String, $sort: ListSort) {\n    staffDesigns(search: $search, filter: { status: $status }, sort: $sort) {\n      total\n      items {\n        id\n        name\n        status\n        memberEmail\n        customerName\n        latestVersion\n        latestIsProof\n        changeRequested\n      }\n    }\n  }\n": typeof types.DesignReviewTestListDocument,
    "\n  query DesignReviewTestDetail($id: ID!) {\n    staffDesign(id: $id) {\n      id\n      status\n      notes\n      changeRequest\n      memberEmail\n      customerName\n      actions\n      files {\n        id\n        version\n        isLatest\n        isProof\n        uploadedBy\n        uploadedByStaff\n        proofMessage\n        fileName\n        fileSize\n      }\n    }\n  }\n": typeof types.DesignReviewTestDetailDocument,
    "\n  mutation DesignReviewTestApprove($id: ID!) {\n    approveDesign(id: $id) {\n      __typename\n      design {\n        id\n        status\n        actions\n      }\n    }\n  }\n": typeof types.DesignReviewTestApproveDocument,
    "\n  mutation DesignReviewTestReject($id: ID!, $input: RejectDesignInput!) {\n    rejectDesign(id: $id, input: $input) {\n      __typename\n      design {\n        id\n        status\n        notes\n      }\n    }\n  }\n": typeof types.DesignReviewTestRejectDocument,
    "\n  mutation DesignReviewTestInProduction($id: ID!) {\n    setDesignInProduction(id: $id) {\n      __typename\n      design {\n        id\n        status\n        actions\n      }\n    }\n  }\n": typeof types.DesignReviewTestInProductionDocument,
    "\n  query DesignReviewTestCustomerDesign($id: ID!) {\n    design(id: $id) {\n      id\n      status\n      notes\n      changeRequest\n      canAnswerProof\n      latestFile {\n        id\n        version\n        isProof\n        proofMessage\n        url\n      }\n    }\n  }\n": typeof types.DesignReviewTestCustomerDesignDocument,
    "\n  mutation DesignReviewTestApproveProof($id: ID!) {\n    approveDesignProof(id: $id) {\n      __typename\n      id\n      status\n      canAnswerProof\n    }\n  }\n": typeof types.DesignReviewTestApproveProofDocument,
    "\n  mutation DesignReviewTestRequestChanges($id: ID!, $input: RequestDesignChangesInput!) {\n    requestDesignChanges(id: $id, input: $input) {\n      __typename\n      id\n      status\n      changeRequest\n      canAnswerProof\n    }\n  }\n": typeof types.DesignReviewTestRequestChangesDocument,
    "\n  query DesignReviewTestOrder($id: ID!) {\n    order(id: $id) {\n      id\n      paymentBlock\n      nextStatuses {\n        status\n      }\n    }\n  }\n": typeof types.DesignReviewTestOrderDocument,
    "\n  mutation DesignReviewTestSetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.DesignReviewTestSetOrderStatusDocument,
    "\n        mutation DesignReviewTestSubmit($id: ID!) {\n          submitDesignForReview(id: $id) {\n            __typename\n          }\n        }\n      ": typeof types.DesignReviewTestSubmitDocument,
    "\n  fragment DesignsTestDesignFields on Design {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    latestFile {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      fileSize\n      url\n    }\n    files {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      url\n    }\n  }\n": typeof types.DesignsTestDesignFieldsFragmentDoc,
    "\n  query DesignsTestDesign($id: ID!) {\n    design(id: $id) {\n      ...DesignsTestDesignFields\n    }\n  }\n": typeof types.DesignsTestDesignDocument,
    "\n  mutation DesignsTestUpdate($id: ID!, $input: UpdateDesignInput!) {\n    updateDesign(id: $id, input: $input) {\n      __typename\n      ...DesignsTestDesignFields\n    }\n  }\n": typeof types.DesignsTestUpdateDocument,
    "\n  mutation DesignsTestSubmit($id: ID!) {\n    submitDesignForReview(id: $id) {\n      __typename\n      ...DesignsTestDesignFields\n    }\n  }\n": typeof types.DesignsTestSubmitDocument,
    "\n  query DesignsTestAreaDesigns {\n    customerArea {\n      email\n      designs {\n        id\n        latestFile {\n          id\n          version\n        }\n      }\n      counts {\n        designs\n      }\n    }\n  }\n": typeof types.DesignsTestAreaDesignsDocument,
    "\n  query GroupAdminTestList(\n    $search: String\n    $status: String\n    $graduationYear: String\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffGroups(\n      search: $search\n      filter: { status: $status, graduationYear: $graduationYear }\n      sort: $sort\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        name\n        school\n        graduationYear\n        coordinatorEmail\n        coordinatorName\n        memberCount\n        invitedCount\n        submissionCount\n        deadline\n        status\n      }\n    }\n  }\n": typeof types.GroupAdminTestListDocument,
    "\n  query GroupAdminTestDetail($id: ID!) {\n    staffGroup(id: $id) {\n      group {\n        id\n        name\n        status\n        deadline\n        submissionsLocked\n        members {\n          email\n          status\n          hasSubmitted\n        }\n        matrix {\n          sizes\n          grandTotal\n          products {\n            productName\n            total\n          }\n        }\n      }\n      designs {\n        id\n        title\n        statusLabel\n      }\n      quotes {\n        id\n        title\n        statusLabel\n        amount\n      }\n      orders {\n        id\n        title\n        statusLabel\n        amount\n      }\n      actions {\n        canExtendDeadline\n        canArchive\n        canSendReminder\n      }\n    }\n  }\n": typeof types.GroupAdminTestDetailDocument,
    "\n  mutation GroupAdminTestExtend($id: ID!, $input: ExtendGroupDeadlineInput!) {\n    extendGroupDeadline(id: $id, input: $input) {\n      group {\n        id\n        deadline\n        submissionsLocked\n      }\n      actions {\n        canSendReminder\n      }\n    }\n  }\n": typeof types.GroupAdminTestExtendDocument,
    "\n  mutation GroupAdminTestArchive($id: ID!) {\n    archiveGroup(id: $id) {\n      group {\n        id\n        status\n      }\n      actions {\n        canExtendDeadline\n        canArchive\n        canSendReminder\n      }\n    }\n  }\n": typeof types.GroupAdminTestArchiveDocument,
    "\n  mutation GroupAdminTestRemind($id: ID!) {\n    sendGroupSizeReminder(id: $id) {\n      reminded\n    }\n  }\n": typeof types.GroupAdminTestRemindDocument,
    "\n  mutation GroupAdminTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {\n    submitGroupSizes(groupId: $groupId, input: $input) {\n      __typename\n    }\n  }\n": typeof types.GroupAdminTestSubmitDocument,
    "\n  query GroupPaymentsDetail($id: ID!) {\n    group(id: $id) {\n      viewerRole\n      members {\n        email\n        paid\n      }\n    }\n  }\n": typeof types.GroupPaymentsDetailDocument,
    "\n  query GroupPaymentsOrder($id: ID!) {\n    order(id: $id) {\n      paid\n    }\n  }\n": typeof types.GroupPaymentsOrderDocument,
    "\n  mutation GroupPaymentsRemind($id: ID!) {\n    sendGroupPaymentReminder(id: $id) {\n      reminded\n      staffGroup {\n        group {\n          members {\n            email\n            paid\n          }\n        }\n      }\n    }\n  }\n": typeof types.GroupPaymentsRemindDocument,
    "\n  query GroupPaymentsActions($id: ID!) {\n    staffGroup(id: $id) {\n      actions {\n        canSendPaymentReminder\n      }\n    }\n  }\n": typeof types.GroupPaymentsActionsDocument,
    "\n  query GroupPaymentsInvoice($id: ID!) {\n    invoice(id: $id) {\n      status\n      statusLabel\n      paymentNote\n      restAmount\n    }\n  }\n": typeof types.GroupPaymentsInvoiceDocument,
    "\n  fragment GroupsTestDetail on GroupDetail {\n    id\n    name\n    school\n    graduationYear\n    coordinatorEmail\n    coordinatorName\n    inviteCode\n    deadline\n    status\n    maxMembers\n    description\n    memberCount\n    invitedCount\n    submissionCount\n    viewerRole\n    myStatus\n    submissionsLocked\n    quoteRequestedAt\n    members {\n      id\n      email\n      firstName\n      lastName\n      status\n      joinedAt\n      hasSubmitted\n    }\n    submissions {\n      id\n      memberEmail\n      memberName\n      notes\n      lines {\n        productId\n        productName\n        size\n        color\n        quantity\n        printName\n      }\n    }\n    mySubmission {\n      id\n      lines {\n        productName\n        size\n        color\n        quantity\n        printName\n      }\n    }\n    matrix {\n      sizes\n      grandTotal\n      sizeTotals\n      products {\n        productName\n        total\n        sizeTotals\n        rows {\n          color\n          colorLabel\n          counts\n          total\n        }\n      }\n    }\n  }\n": typeof types.GroupsTestDetailFragmentDoc,
    "\n  mutation GroupsTestCreate($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      __typename\n      group {\n        ...GroupsTestDetail\n      }\n    }\n  }\n": typeof types.GroupsTestCreateDocument,
    "\n  mutation GroupsTestUpdate($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      __typename\n      group {\n        ...GroupsTestDetail\n      }\n    }\n  }\n": typeof types.GroupsTestUpdateDocument,
    "\n  mutation GroupsTestJoin($code: String!) {\n    joinGroup(inviteCode: $code) {\n      __typename\n      alreadyMember\n      message\n      group {\n        id\n        name\n        myStatus\n        viewerRole\n        inviteCode\n        memberCount\n      }\n    }\n  }\n": typeof types.GroupsTestJoinDocument,
    "\n  mutation GroupsTestRespond($groupId: ID!, $accept: Boolean!) {\n    respondToGroupInvitation(groupId: $groupId, accept: $accept) {\n      __typename\n      alreadyMember\n      message\n      group {\n        id\n        myStatus\n      }\n    }\n  }\n": typeof types.GroupsTestRespondDocument,
    "\n  mutation GroupsTestInvite($groupId: ID!, $email: String!) {\n    inviteGroupMember(groupId: $groupId, email: $email) {\n      __typename\n      message\n      member {\n        id\n        email\n        status\n      }\n    }\n  }\n": typeof types.GroupsTestInviteDocument,
    "\n  mutation GroupsTestRemove($groupId: ID!, $memberId: ID!) {\n    removeGroupMember(groupId: $groupId, memberId: $memberId) {\n      memberId\n    }\n  }\n": typeof types.GroupsTestRemoveDocument,
    "\n  mutation GroupsTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {\n    submitGroupSizes(groupId: $groupId, input: $input) {\n      __typename\n      message\n      submission {\n        id\n        memberEmail\n        locked\n        lines {\n          productName\n          size\n          color\n          quantity\n          printName\n        }\n      }\n    }\n  }\n": typeof types.GroupsTestSubmitDocument,
    "\n  mutation GroupsTestSend($groupId: ID!) {\n    sendGroupSizesToShop(groupId: $groupId) {\n      __typename\n      contactId\n      quoteRequestedAt\n      message\n      group {\n        quoteRequestedAt\n      }\n    }\n  }\n": typeof types.GroupsTestSendDocument,
    "\n  query GroupsTestGroup($id: ID!) {\n    group(id: $id) {\n      ...GroupsTestDetail\n    }\n  }\n": typeof types.GroupsTestGroupDocument,
    "\n  query GroupsTestMyGroups {\n    myGroups {\n      coordinated {\n        id\n        name\n        inviteCode\n        viewerRole\n        memberCount\n        invitedCount\n        submissionCount\n        maxMembers\n      }\n      memberOf {\n        id\n        name\n        inviteCode\n        viewerRole\n        myStatus\n      }\n      submissions {\n        groupId\n        groupName\n        locked\n        lines {\n          productName\n          size\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.GroupsTestMyGroupsDocument,
    "\n  query InvoiceAdminList($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        invoiceNumber\n        kind\n        orderNumber\n        customerEmail\n        customerName\n        amount\n        status\n        statusLabel\n      }\n    }\n  }\n": typeof types.InvoiceAdminListDocument,
    "\n  query InvoiceAdminDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      kind\n      amount\n      taxAmount\n      kid\n      status\n      paymentReference\n      paidDate\n      creditableAmount\n      canCredit\n      canRegisterPayment\n      creditedInvoiceNumber\n      lines {\n        description\n        quantity\n        unitPrice\n        lineTotal\n      }\n      creditNotes {\n        invoiceNumber\n        amount\n      }\n    }\n  }\n": typeof types.InvoiceAdminDetailDocument,
    "\n  mutation InvoiceAdminIssue($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      kid\n      amount\n      taxAmount\n      dueDate\n      issuedAt\n      status\n    }\n  }\n": typeof types.InvoiceAdminIssueDocument,
    "\n  mutation InvoiceAdminSend($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n    }\n  }\n": typeof types.InvoiceAdminSendDocument,
    "\n  mutation InvoiceAdminPay($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      status\n      statusLabel\n      paymentReference\n      paidDate\n    }\n  }\n": typeof types.InvoiceAdminPayDocument,
    "\n  mutation InvoiceAdminCredit($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n      kind\n      amount\n      taxAmount\n      creditedInvoiceNumber\n      status\n    }\n  }\n": typeof types.InvoiceAdminCreditDocument,
    "\n  mutation InvoiceAdminMembers($orderId: Int) {\n    issueMemberInvoices(orderId: $orderId) {\n      id\n      invoiceNumber\n      customerEmail\n      amount\n    }\n  }\n": typeof types.InvoiceAdminMembersDocument,
    "\n  query InvoiceAdminCustomerList {\n    customerArea {\n      invoices {\n        id\n        invoiceNumber\n        kind\n        amount\n        status\n      }\n    }\n  }\n": typeof types.InvoiceAdminCustomerListDocument,
    "\n  mutation MailLimitsTestContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n    }\n  }\n": typeof types.MailLimitsTestContactDocument,
    "\n  mutation MailLimitsTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n    }\n  }\n": typeof types.MailLimitsTestSubscribeDocument,
    "\n  mutation MailLimitsTestJoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n    }\n  }\n": typeof types.MailLimitsTestJoinCommunityDocument,
    "\n  mutation MailLimitsTestCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      __typename\n      group {\n        id\n      }\n    }\n  }\n": typeof types.MailLimitsTestCreateGroupDocument,
    "\n  mutation MailLimitsTestInvite($groupId: ID!, $email: String!) {\n    inviteGroupMember(groupId: $groupId, email: $email) {\n      __typename\n    }\n  }\n": typeof types.MailLimitsTestInviteDocument,
    "\n  query MailLogTestList($search: String, $filter: StaffMailDeliveryFilter, $offset: Int, $limit: Int) {\n    staffMailDeliveries(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        at\n        recipient\n        type\n        kind\n        subject\n        status\n        attempts\n        lastError\n        recordType\n        recordId\n        resendOfId\n      }\n    }\n  }\n": typeof types.MailLogTestListDocument,
    "\n  query MailLogTestDetail($id: ID!) {\n    mailDelivery(id: $id) {\n      id\n      recipient\n      subject\n      status\n      attempts\n      recordType\n      recordId\n      html\n      text\n      canResend\n      resendOfId\n      resends {\n        id\n        status\n      }\n    }\n  }\n": typeof types.MailLogTestDetailDocument,
    "\n  mutation MailLogTestResend($id: ID!) {\n    resendMail(id: $id) {\n      id\n      status\n      resendOfId\n    }\n  }\n": typeof types.MailLogTestResendDocument,
    "\n  mutation MailLogTestContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n      }\n    }\n  }\n": typeof types.MailLogTestContactDocument,
    "\n  query MemberAdminTestList($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        school\n        graduationYear\n        status\n        statusLabel\n        joinedAt\n      }\n    }\n  }\n": typeof types.MemberAdminTestListDocument,
    "\n  query MemberAdminTestDetail($id: ID!) {\n    staffMember(id: $id) {\n      id\n      email\n      name\n      status\n      customerArea {\n        profile {\n          email\n        }\n        orders {\n          id\n        }\n        invoices {\n          id\n        }\n        designs {\n          id\n        }\n        groups {\n          id\n        }\n        memberOfGroups {\n          id\n        }\n        messageThreads {\n          id\n        }\n      }\n    }\n  }\n": typeof types.MemberAdminTestDetailDocument,
    "\n  query MemberAdminTestOwnArea {\n    customerArea {\n      orders {\n        id\n      }\n      invoices {\n        id\n      }\n      designs {\n        id\n      }\n      groups {\n        id\n      }\n      memberOfGroups {\n        id\n      }\n      messageThreads {\n        id\n      }\n    }\n  }\n": typeof types.MemberAdminTestOwnAreaDocument,
    "\n  mutation MemberAdminTestDeactivate($id: ID!) {\n    deactivateMember(id: $id) {\n      id\n      status\n      statusLabel\n    }\n  }\n": typeof types.MemberAdminTestDeactivateDocument,
    "\n  mutation MemberAdminTestActivate($id: ID!) {\n    activateMember(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.MemberAdminTestActivateDocument,
    "\n  mutation MemberAdminTestDelete($email: String!) {\n    deleteAccount(email: $email, confirmEmail: $email) {\n      __typename\n      ... on AccountDeleted {\n        email\n      }\n    }\n  }\n": typeof types.MemberAdminTestDeleteDocument,
    "\n  mutation MembersTestJoin($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      member {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.MembersTestJoinDocument,
    "\n  query MessageAdminTestInbox($search: String, $status: String, $unread: Boolean, $sort: ListSort) {\n    staffMessageThreads(search: $search, filter: { status: $status, unread: $unread }, sort: $sort) {\n      total\n      items {\n        id\n        subject\n        status\n        memberEmail\n        customerName\n        relatedOrderId\n        relatedOrderNumber\n        unreadCount\n        messageCount\n      }\n    }\n  }\n": typeof types.MessageAdminTestInboxDocument,
    "\n  query MessageAdminTestUnread {\n    staffUnreadThreadCount\n  }\n": typeof types.MessageAdminTestUnreadDocument,
    "\n  query MessageAdminTestThread($id: ID!) {\n    staffMessageThread(id: $id) {\n      id\n      status\n      unreadCount\n      entries {\n        key\n        kind\n        body\n        author\n        isRead\n      }\n    }\n  }\n": typeof types.MessageAdminTestThreadDocument,
    "\n  mutation MessageAdminTestReply($threadId: ID!, $body: String!) {\n    replyToThreadAsStaff(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        id\n        status\n        entries {\n          kind\n          body\n          author\n        }\n      }\n    }\n  }\n": typeof types.MessageAdminTestReplyDocument,
    "\n  mutation MessageAdminTestNote($threadId: ID!, $body: String!) {\n    addThreadNote(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        status\n        entries {\n          kind\n          body\n          author\n        }\n      }\n    }\n  }\n": typeof types.MessageAdminTestNoteDocument,
    "\n  mutation MessageAdminTestClose($threadId: ID!) {\n    closeThread(threadId: $threadId) {\n      __typename\n      thread {\n        status\n      }\n    }\n  }\n": typeof types.MessageAdminTestCloseDocument,
    "\n  mutation MessageAdminTestStart($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n    }\n  }\n": typeof types.MessageAdminTestStartDocument,
    "\n  mutation MessageAdminTestCustomerReply($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      status\n      unreadCount\n      messages {\n        senderType\n        senderEmail\n        body\n      }\n    }\n  }\n": typeof types.MessageAdminTestCustomerReplyDocument,
    "\n  query MessageAdminTestCustomerThread($id: ID!) {\n    messageThread(id: $id) {\n      status\n      messages {\n        senderType\n        senderEmail\n        body\n      }\n    }\n  }\n": typeof types.MessageAdminTestCustomerThreadDocument,
    "\n  query MessageAdminTestCustomerList {\n    customerArea {\n      messageThreads {\n        id\n        status\n        unreadCount\n        messages {\n          body\n        }\n      }\n    }\n  }\n": typeof types.MessageAdminTestCustomerListDocument,
    "\n  query MessageAdminTestContact($id: ID!) {\n    contact(id: $id) {\n      id\n      email\n      replyCount\n      replies {\n        body\n        staffUsername\n        createdAt\n      }\n    }\n  }\n": typeof types.MessageAdminTestContactDocument,
    "\n  query MessageAdminTestContacts($search: String) {\n    staffContacts(search: $search) {\n      total\n      items {\n        id\n        replyCount\n      }\n    }\n  }\n": typeof types.MessageAdminTestContactsDocument,
    "\n  mutation MessageAdminTestAnswer($id: ID!, $body: String!) {\n    answerContact(id: $id, body: $body) {\n      __typename\n      contact {\n        replyCount\n        replies {\n          body\n          staffUsername\n        }\n      }\n    }\n  }\n": typeof types.MessageAdminTestAnswerDocument,
    "\n  query MessagesTestThread($id: ID!) {\n    messageThread(id: $id) {\n      id\n      subject\n      type\n      status\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        senderEmail\n        body\n        isRead\n        createdAt\n      }\n    }\n  }\n": typeof types.MessagesTestThreadDocument,
    "\n  mutation MessagesTestStart($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n      subject\n      type\n      status\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        senderEmail\n        body\n        isRead\n        createdAt\n      }\n    }\n  }\n": typeof types.MessagesTestStartDocument,
    "\n  mutation MessagesTestReply($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      id\n      status\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        body\n        isRead\n      }\n    }\n  }\n": typeof types.MessagesTestReplyDocument,
    "\n  query MessagesTestAreaThreads {\n    customerArea {\n      email\n      messageThreads {\n        id\n        subject\n        status\n        type\n        unreadCount\n      }\n      counts {\n        messages\n      }\n    }\n  }\n": typeof types.MessagesTestAreaThreadsDocument,
    "\n  query MetricsTestProducts {\n    products {\n      id\n    }\n  }\n": typeof types.MetricsTestProductsDocument,
    "\n  query NewsletterTestSubscribers($search: String, $status: String) {\n    staffNewsletterSubscribers(search: $search, filter: { status: $status }) {\n      total\n      items {\n        email\n        status\n      }\n    }\n  }\n": typeof types.NewsletterTestSubscribersDocument,
    "\n  mutation NewsletterTestCreate($input: CampaignInput!) {\n    createNewsletterCampaign(input: $input) {\n      __typename\n      campaign {\n        id\n        status\n        audienceText\n      }\n    }\n  }\n": typeof types.NewsletterTestCreateDocument,
    "\n  query NewsletterTestDetail($id: ID!) {\n    newsletterCampaign(id: $id) {\n      campaign {\n        id\n        status\n        subject\n      }\n      audienceCount\n      progress {\n        total\n        sent\n        remaining\n        stopped\n      }\n    }\n  }\n": typeof types.NewsletterTestDetailDocument,
    "\n  mutation NewsletterTestChange($id: ID!, $step: String!) {\n    changeNewsletterCampaignStatus(id: $id, step: $step) {\n      id\n      status\n    }\n  }\n": typeof types.NewsletterTestChangeDocument,
    "\n  mutation NewsletterTestMail($id: ID!) {\n    sendNewsletterTestMail(id: $id) {\n      to\n    }\n  }\n": typeof types.NewsletterTestMailDocument,
    "\n  mutation NewsletterTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      email\n    }\n  }\n": typeof types.NewsletterTestSubscribeDocument,
    "\n  query OrderAdminTestList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        orderNumber\n        customerEmail\n        customerName\n        createdAt\n        itemCount\n        totalAmount\n        status\n        invoiceStatus\n        invoiceCount\n        shipmentStatus\n      }\n    }\n  }\n": typeof types.OrderAdminTestListDocument,
    "\n  query OrderAdminTestDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderAdminTestFields\n    }\n  }\n": typeof types.OrderAdminTestDetailDocument,
    "\n  fragment OrderAdminTestFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    customerEmail\n    customerName\n    cancelReason\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      quantity\n    }\n    printNames\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      amount\n      status\n    }\n    notes {\n      id\n      body\n      staffUsername\n    }\n  }\n": typeof types.OrderAdminTestFieldsFragmentDoc,
    "\n  mutation OrderAdminTestSetStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      id\n      status\n      cancelReason\n    }\n  }\n": typeof types.OrderAdminTestSetStatusDocument,
    "\n  mutation OrderAdminTestRegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      id\n      shipments {\n        id\n        carrier\n        trackingNumber\n        trackingUrl\n        status\n      }\n    }\n  }\n": typeof types.OrderAdminTestRegisterShipmentDocument,
    "\n  mutation OrderAdminTestMarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      id\n      status\n      shipments {\n        id\n        status\n      }\n    }\n  }\n": typeof types.OrderAdminTestMarkShipmentDocument,
    "\n  mutation OrderAdminTestAddNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      id\n      notes {\n        id\n        body\n        staffUsername\n      }\n    }\n  }\n": typeof types.OrderAdminTestAddNoteDocument,
    "\n  query OrderAdminTestCustomerOrders {\n    customerArea {\n      orders {\n        id\n        status\n        notes\n        cancelReason\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n        }\n      }\n    }\n  }\n": typeof types.OrderAdminTestCustomerOrdersDocument,
    "\n  query OrdersTestOrders {\n    customerArea {\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n    }\n  }\n": typeof types.OrdersTestOrdersDocument,
    "\n  query OverviewTestFigures {\n    adminOverview {\n      newQuoteRequests\n      quotesAwaitingCustomer\n      ordersByStatus {\n        status\n        count\n      }\n      overdueInvoices\n      overdueAmount\n      designsWaiting\n      unreadThreads\n      failedMails\n      ordersPerWeek {\n        weekStart\n        isoWeek\n        count\n      }\n      invoicedPerMonth {\n        month\n        amount\n      }\n    }\n  }\n": typeof types.OverviewTestFiguresDocument,
    "\n  query OverviewTestContacts($subject: String, $hasQuote: Boolean) {\n    staffContacts(filter: { subject: $subject, hasQuote: $hasQuote }) {\n      total\n      items {\n        id\n      }\n    }\n  }\n": typeof types.OverviewTestContactsDocument,
    "\n  query OverviewTestLinkedLists($mailFrom: DateTimeISO) {\n    staffDesigns(filter: { status: \"pending\" }) {\n      total\n    }\n    staffMessageThreads(filter: { unread: true }) {\n      total\n    }\n    staffMailDeliveries(filter: { status: \"failed\", from: $mailFrom }) {\n      total\n    }\n  }\n": typeof types.OverviewTestLinkedListsDocument,
    "\n  query OwnershipTestArea($email: String) {\n    customerArea(email: $email) {\n      email\n      profile {\n        email\n        firstName\n      }\n      orders {\n        orderNumber\n        items {\n          name\n        }\n      }\n      coupons {\n        id\n      }\n      invoices {\n        id\n      }\n      addresses {\n        id\n      }\n      returns {\n        id\n      }\n      groups {\n        id\n      }\n      memberOfGroups {\n        id\n      }\n      groupMemberships {\n        id\n      }\n      designs {\n        id\n      }\n      messageThreads {\n        id\n      }\n      sizeSubmissions {\n        id\n      }\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n    }\n  }\n": typeof types.OwnershipTestAreaDocument,
    "\n  query OwnershipTestOwnRecords {\n    customerArea {\n      orders {\n        id\n      }\n      invoices {\n        id\n      }\n      returns {\n        id\n      }\n    }\n  }\n": typeof types.OwnershipTestOwnRecordsDocument,
    "\n  mutation OwnershipTestRequestReturn($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      ... on ReturnRequested {\n        returns {\n          id\n          orderItemId\n          status\n        }\n      }\n    }\n  }\n": typeof types.OwnershipTestRequestReturnDocument,
    "\n  mutation OwnershipTestRemoveMember($groupId: ID!, $memberId: ID!) {\n    removeGroupMember(groupId: $groupId, memberId: $memberId) {\n      memberId\n    }\n  }\n": typeof types.OwnershipTestRemoveMemberDocument,
    "\n  query PaymentsList($filter: BankPaymentFilter, $search: String) {\n    bankPayments(filter: $filter, search: $search) {\n      total\n      items {\n        id\n        bookedOn\n        amount\n        kid\n        payerName\n        status\n        statusLabel\n        invoiceNumber\n      }\n    }\n    openBankPaymentCount\n  }\n": typeof types.PaymentsListDocument,
    "\n  query PaymentsCandidates($paymentId: ID!, $search: String) {\n    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {\n      id\n      invoiceNumber\n      restAmount\n      restMatches\n    }\n  }\n": typeof types.PaymentsCandidatesDocument,
    "\n  mutation PaymentsLink($id: ID!, $invoiceId: ID!) {\n    linkBankPayment(id: $id, invoiceId: $invoiceId) {\n      id\n      status\n      statusLabel\n      invoiceNumber\n    }\n  }\n": typeof types.PaymentsLinkDocument,
    "\n  mutation PaymentsIgnore($id: ID!, $reason: String!) {\n    ignoreBankPayment(id: $id, reason: $reason) {\n      id\n      status\n      statusLabel\n      ignoreReason\n    }\n  }\n": typeof types.PaymentsIgnoreDocument,
    "\n  query PaymentsOfInvoice($id: ID!) {\n    invoice(id: $id) {\n      status\n      statusLabel\n      paidAmount\n      restAmount\n      refundAmount\n      canRegisterPayment\n    }\n    invoiceBankPayments(invoiceId: $id) {\n      amount\n      status\n    }\n  }\n": typeof types.PaymentsOfInvoiceDocument,
    "\n  query PaymentsOrders($search: String) {\n    staffOrders(search: $search, filter: { invoiceStatus: \"partially_paid\" }) {\n      total\n      items {\n        invoiceStatus\n      }\n    }\n  }\n": typeof types.PaymentsOrdersDocument,
    "\n  mutation PaymentsRegister($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      status\n    }\n  }\n": typeof types.PaymentsRegisterDocument,
    "\n  query ProductCacheTestProducts {\n    products {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": typeof types.ProductCacheTestProductsDocument,
    "\n  query ProductCacheTestCategory($c: String) {\n    products(category: $c) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": typeof types.ProductCacheTestCategoryDocument,
    "\n  mutation ProfileTestUpdate($input: ProfileInput!, $email: String) {\n    updateProfile(input: $input, email: $email) {\n      __typename\n      profile {\n        email\n        firstName\n        lastName\n        school\n        graduationYear\n        emailNotifications\n        shareNameWithCoordinators\n      }\n    }\n  }\n": typeof types.ProfileTestUpdateDocument,
    "\n  mutation ProfileTestSettings($input: ProfileSettingsInput!, $email: String) {\n    updateProfileSettings(input: $input, email: $email) {\n      email\n      firstName\n      lastName\n      school\n      graduationYear\n      emailNotifications\n      shareNameWithCoordinators\n    }\n  }\n": typeof types.ProfileTestSettingsDocument,
    "\n  mutation ProfileTestSignOutEverywhere($email: String) {\n    signOutEverywhere(email: $email)\n  }\n": typeof types.ProfileTestSignOutEverywhereDocument,
    "\n  mutation ProfileTestDeleteAccount($confirmEmail: String!, $email: String) {\n    deleteAccount(confirmEmail: $confirmEmail, email: $email) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n      filesDeleted\n    }\n  }\n": typeof types.ProfileTestDeleteAccountDocument,
    "\n  query ProfileTestArea {\n    customerArea {\n      email\n      profile {\n        email\n        firstName\n        lastName\n        school\n        graduationYear\n        emailNotifications\n        shareNameWithCoordinators\n      }\n      groupMemberships {\n        email\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.ProfileTestAreaDocument,
    "\n  query PublicAnswersProducts {\n    products {\n      id\n      name\n      price\n    }\n  }\n": typeof types.PublicAnswersProductsDocument,
    "\n  query PublicAnswersFaq {\n    faqItems {\n      id\n      question\n      answer\n    }\n  }\n": typeof types.PublicAnswersFaqDocument,
    "\n  query PublicAnswersProductsAndViewer {\n    products {\n      id\n    }\n    viewer {\n      email\n    }\n  }\n": typeof types.PublicAnswersProductsAndViewerDocument,
    "\n  mutation PublicAnswersSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n": typeof types.PublicAnswersSetHiddenDocument,
    "\n  mutation PublicAnswersUpdateFaq($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      answer\n    }\n  }\n": typeof types.PublicAnswersUpdateFaqDocument,
    "\n  fragment QuotesTestQuote on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    isMember\n    status\n    statusLabel\n    couponCode\n    validUntil\n    orderId\n    orderNumber\n    previousVersionId\n    replacedById\n    canEdit\n    canSend\n    canNewVersion\n    discount {\n      kind\n      reading\n      percent\n    }\n    lines {\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designId\n      designName\n      printName\n    }\n    totals {\n      pieces\n      goods\n      discountAmount\n      discountLabel\n      discountReason\n      setAsideLabel\n      goodsAfterDiscount\n      shipping\n      shippingLabel\n      vat\n      totalExclVat\n      total\n      rows {\n        label\n        amount\n      }\n    }\n  }\n": typeof types.QuotesTestQuoteFragmentDoc,
    "\n  mutation QuotesTestCreate($input: QuoteInput!) {\n    createQuote(input: $input) {\n      ...QuotesTestQuote\n    }\n  }\n": typeof types.QuotesTestCreateDocument,
    "\n  mutation QuotesTestUpdate($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      ...QuotesTestQuote\n    }\n  }\n": typeof types.QuotesTestUpdateDocument,
    "\n  query QuotesTestPreview($input: QuoteInput!) {\n    previewQuoteTotals(input: $input) {\n      pieces\n      goods\n      discountAmount\n      discountLabel\n      setAsideLabel\n      shipping\n      vat\n      total\n    }\n  }\n": typeof types.QuotesTestPreviewDocument,
    "\n  query QuotesTestList($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        quoteNumber\n        status\n        totals {\n          total\n        }\n      }\n    }\n  }\n": typeof types.QuotesTestListDocument,
    "\n  query QuotesTestGet($id: ID!) {\n    quote(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n": typeof types.QuotesTestGetDocument,
    "\n  mutation QuotesTestSend($id: ID!) {\n    sendQuote(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n": typeof types.QuotesTestSendDocument,
    "\n  mutation QuotesTestNewVersion($id: ID!) {\n    newQuoteVersion(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n": typeof types.QuotesTestNewVersionDocument,
    "\n  mutation QuotesTestAccept($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n      orderNumber\n      quote {\n        id\n        status\n        orderId\n        orderNumber\n      }\n    }\n  }\n": typeof types.QuotesTestAcceptDocument,
    "\n  mutation QuotesTestDecline($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      id\n      status\n      declineReason\n    }\n  }\n": typeof types.QuotesTestDeclineDocument,
    "\n  query QuotesTestArea {\n    customerArea {\n      quotes {\n        id\n        quoteNumber\n        version\n        status\n        canAnswer\n        totals {\n          total\n          rows {\n            label\n            amount\n          }\n        }\n      }\n      orders {\n        id\n        orderNumber\n        status\n        totalAmount\n      }\n    }\n  }\n": typeof types.QuotesTestAreaDocument,
    "\n  query QuotesTestPrefillContact($contactId: Int!) {\n    quotePrefillFromContact(contactId: $contactId) {\n      customerEmail\n      contactId\n      message\n    }\n  }\n": typeof types.QuotesTestPrefillContactDocument,
    "\n  mutation QuotesTestDeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n    }\n  }\n": typeof types.QuotesTestDeleteAccountDocument,
    "\n  query QuotesTestProducts {\n    quoteProducts {\n      id\n      name\n      fromPrice\n    }\n  }\n": typeof types.QuotesTestProductsDocument,
    "\n  mutation RateLimitsTestRequestLink($email: String!) {\n    requestSignInLink(email: $email) {\n      __typename\n    }\n  }\n": typeof types.RateLimitsTestRequestLinkDocument,
    "\n  mutation RateLimitsTestJoinGroup($inviteCode: String!) {\n    joinGroup(inviteCode: $inviteCode) {\n      __typename\n    }\n  }\n": typeof types.RateLimitsTestJoinGroupDocument,
    "\n  mutation HardeningContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n    }\n  }\n": typeof types.HardeningContactDocument,
    "\n  query HardeningFaqIds {\n    faqItems {\n      id\n    }\n  }\n": typeof types.HardeningFaqIdsDocument,
    "\n  query ReturnAdminTestList($search: String, $status: String, $sort: ListSort) {\n    staffReturns(search: $search, filter: { status: $status }, sort: $sort) {\n      total\n      items {\n        id\n        status\n        orderNumber\n        memberEmail\n        customerName\n        itemName\n        itemPrice\n        refundAmount\n        isCustomItem\n        nextStatuses\n      }\n    }\n  }\n": typeof types.ReturnAdminTestListDocument,
    "\n  query ReturnAdminTestDetail($id: ID!) {\n    staffReturn(id: $id) {\n      id\n      status\n      refundAmount\n      rejectionReason\n      itemPrice\n      approvedAt\n      completedAt\n    }\n  }\n": typeof types.ReturnAdminTestDetailDocument,
    "\n  mutation ReturnAdminTestApprove($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        id\n        status\n        refundAmount\n        nextStatuses\n      }\n    }\n  }\n": typeof types.ReturnAdminTestApproveDocument,
    "\n  mutation ReturnAdminTestReject($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        id\n        status\n        rejectionReason\n      }\n    }\n  }\n": typeof types.ReturnAdminTestRejectDocument,
    "\n  mutation ReturnAdminTestComplete($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        id\n        status\n        completedAt\n      }\n    }\n  }\n": typeof types.ReturnAdminTestCompleteDocument,
    "\n  mutation ReturnAdminTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n      }\n    }\n  }\n": typeof types.ReturnAdminTestRequestDocument,
    "\n  query ReturnAdminTestOrders {\n    customerArea {\n      orders {\n        id\n        items {\n          id\n          name\n          isCustom\n        }\n      }\n    }\n  }\n": typeof types.ReturnAdminTestOrdersDocument,
    "\n  mutation ReturnsTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n        orderId\n        orderNumber\n        orderItemId\n        reason\n        description\n        status\n        requestedAt\n      }\n    }\n  }\n": typeof types.ReturnsTestRequestDocument,
    "\n  query ReturnsTestArea {\n    customerArea {\n      returns {\n        id\n        orderId\n        orderItemId\n        reason\n        status\n      }\n    }\n  }\n": typeof types.ReturnsTestAreaDocument,
    "\n  mutation SecurityAuthzApprove($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n    }\n  }\n": typeof types.SecurityAuthzApproveDocument,
    "\n  mutation SecurityAuthzComplete($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        id\n        status\n      }\n    }\n  }\n": typeof types.SecurityAuthzCompleteDocument,
    "\n  query SecurityAuthzMembers($sort: ListSort) {\n    staffMembers(sort: $sort, limit: 1) {\n      total\n    }\n  }\n": typeof types.SecurityAuthzMembersDocument,
    "\n  query SecurityAuthzOrders($sort: ListSort, $limit: Int = 1) {\n    staffOrders(sort: $sort, limit: $limit) {\n      total\n    }\n  }\n": typeof types.SecurityAuthzOrdersDocument,
    "\n  query SecurityAuthzQuotes($sort: ListSort) {\n    staffQuotes(sort: $sort, limit: 1) {\n      total\n    }\n  }\n": typeof types.SecurityAuthzQuotesDocument,
    "\n  query SecurityAuthzInvoices($sort: ListSort) {\n    staffInvoices(sort: $sort, limit: 1) {\n      total\n    }\n  }\n": typeof types.SecurityAuthzInvoicesDocument,
    "\n  mutation SecurityAuthzCreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      id\n    }\n  }\n": typeof types.SecurityAuthzCreateQuoteDocument,
    "\n  mutation SecurityAuthzSendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SecurityAuthzSendQuoteDocument,
    "\n  mutation SecurityAuthzAcceptQuote($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n    }\n  }\n": typeof types.SecurityAuthzAcceptQuoteDocument,
    "\n  mutation SecurityAuthzUpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      __typename\n    }\n  }\n": typeof types.SecurityAuthzUpdateGroupDocument,
    "\n  mutation SecurityAuthzArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      group {\n        status\n      }\n    }\n  }\n": typeof types.SecurityAuthzArchiveGroupDocument,
    "\n  mutation SecurityAuthzJoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n    }\n  }\n": typeof types.SecurityAuthzJoinCommunityDocument,
    "\n  query SecuritySessionsStaffViewer {\n    staffViewer {\n      username\n    }\n  }\n": typeof types.SecuritySessionsStaffViewerDocument,
    "\n  mutation SecuritySessionsSignOut {\n    signOut\n  }\n": typeof types.SecuritySessionsSignOutDocument,
    "\n  mutation SecurityStaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        totpEnrolmentRequired\n      }\n    }\n  }\n": typeof types.SecurityStaffSignInDocument,
    "\n  mutation SecurityStaffSignInCode($code: String!) {\n    staffSignInCode(code: $code) {\n      username\n    }\n  }\n": typeof types.SecurityStaffSignInCodeDocument,
    "\n  mutation SecurityStaffStartTotp {\n    startStaffTotpEnrolment {\n      secret\n      otpauthUrl\n      qrCode\n    }\n  }\n": typeof types.SecurityStaffStartTotpDocument,
    "\n  mutation SecurityStaffConfirmTotp($code: String!) {\n    confirmStaffTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.SecurityStaffConfirmTotpDocument,
    "\n  query SecurityStaffViewer {\n    staffViewer {\n      username\n      totpEnabled\n      totpEnrolmentRequired\n    }\n  }\n": typeof types.SecurityStaffViewerDocument,
    "\n  query SecurityStaffUser($id: ID!) {\n    staffUser(id: $id) {\n      id\n      totpEnabled\n      totpRequired\n    }\n  }\n": typeof types.SecurityStaffUserDocument,
    "\n  query SecurityStaffOrders {\n    staffOrders {\n      total\n    }\n  }\n": typeof types.SecurityStaffOrdersDocument,
    "\n  mutation SecurityStaffResetTotp($id: ID!) {\n    resetStaffTotp(id: $id) {\n      id\n      totpEnabled\n    }\n  }\n": typeof types.SecurityStaffResetTotpDocument,
    "\n  mutation SecurityStaffRequireTotp($id: ID!, $required: Boolean!) {\n    setStaffTotpRequired(id: $id, required: $required) {\n      id\n      totpRequired\n    }\n  }\n": typeof types.SecurityStaffRequireTotpDocument,
    "\n  mutation SecurityStaffCreate($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n    }\n  }\n": typeof types.SecurityStaffCreateDocument,
    "\n  mutation SecurityUploadsCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        imageUrl\n      }\n    }\n  }\n": typeof types.SecurityUploadsCreateProductDocument,
    "\n  mutation SecurityUploadsCreatePost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n    }\n  }\n": typeof types.SecurityUploadsCreatePostDocument,
    "\n  query SessionsTestContacts {\n    staffContacts {\n      total\n    }\n  }\n": typeof types.SessionsTestContactsDocument,
    "\n  query SessionsTestStaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": typeof types.SessionsTestStaffViewerDocument,
    "\n  mutation SessionsTestStaffSignOut {\n    staffSignOut\n  }\n": typeof types.SessionsTestStaffSignOutDocument,
    "\n  mutation SessionsTestDeleteAccount($email: String!) {\n    deleteAccount(email: $email, confirmEmail: \"x\") {\n      __typename\n    }\n  }\n": typeof types.SessionsTestDeleteAccountDocument,
    "\n  query SessionsTestViewer {\n    viewer {\n      email\n    }\n  }\n": typeof types.SessionsTestViewerDocument,
    "\n  mutation SharedStorageTestDeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n      filesDeleted\n    }\n  }\n": typeof types.SharedStorageTestDeleteAccountDocument,
    "\n  query StaffUsersTestList($search: String, $role: String, $active: Boolean) {\n    staffUsers(search: $search, filter: { role: $role, active: $active }) {\n      total\n      items {\n        id\n        username\n        role\n        active\n      }\n    }\n  }\n": typeof types.StaffUsersTestListDocument,
    "\n  mutation StaffUsersTestCreate($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n      username\n      name\n      email\n      role\n      active\n    }\n  }\n": typeof types.StaffUsersTestCreateDocument,
    "\n  mutation StaffUsersTestRole($id: ID!, $role: String!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.StaffUsersTestRoleDocument,
    "\n  mutation StaffUsersTestActive($id: ID!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.StaffUsersTestActiveDocument,
    "\n  mutation StaffUsersTestReset($id: ID!, $password: String!) {\n    resetStaffPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": typeof types.StaffUsersTestResetDocument,
    "\n  mutation StaffUsersTestChangeOwn($input: ChangeOwnPasswordInput!) {\n    changeOwnPassword(input: $input)\n  }\n": typeof types.StaffUsersTestChangeOwnDocument,
    "\n  query StaffUsersTestViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": typeof types.StaffUsersTestViewerDocument,
    "\n  query StaffUsersTestAudit($search: String, $filter: StaffAuditEntryFilter, $offset: Int, $limit: Int) {\n    staffAuditEntries(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        staffUserId\n        staffUsername\n        action\n        entityType\n        entityId\n        at\n        before\n        after\n      }\n    }\n  }\n": typeof types.StaffUsersTestAuditDocument,
    "\n  query StaffUsersTestAuditStaff {\n    auditStaffMembers {\n      id\n      username\n    }\n  }\n": typeof types.StaffUsersTestAuditStaffDocument,
    "\n  mutation SsrTestSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n": typeof types.SsrTestSetHiddenDocument,
    "\n  mutation SsrTestUpdateFaq($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      question\n    }\n  }\n": typeof types.SsrTestUpdateFaqDocument,
};
const documents: Documents = {
    "\n  fragment AddressesTestAddress on CustomerAddress {\n    id\n    type\n    name\n    line1\n    line2\n    postalCode\n    city\n    country\n    phone\n    isDefault\n  }\n": types.AddressesTestAddressFragmentDoc,
    "\n  mutation AddressesTestAdd($input: AddressInput!, $email: String) {\n    addAddress(input: $input, email: $email) {\n      __typename\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n": types.AddressesTestAddDocument,
    "\n  mutation AddressesTestUpdate($id: ID!, $input: AddressInput!, $email: String) {\n    updateAddress(id: $id, input: $input, email: $email) {\n      __typename\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n": types.AddressesTestUpdateDocument,
    "\n  mutation AddressesTestSetDefault($id: ID!, $email: String) {\n    setDefaultAddress(id: $id, email: $email) {\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n": types.AddressesTestSetDefaultDocument,
    "\n  mutation AddressesTestDelete($id: ID!, $email: String) {\n    deleteAddress(id: $id, email: $email) {\n      ...AddressesTestAddress\n    }\n  }\n": types.AddressesTestDeleteDocument,
    "\n  query AuditTestEntries($filter: StaffAuditEntryFilter, $limit: Int) {\n    staffAuditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        staffUserId\n        staffUsername\n        action\n        entityType\n        entityId\n        at\n        before\n        after\n      }\n    }\n  }\n": types.AuditTestEntriesDocument,
    "\n  mutation AuditTestUpdateProfile($email: String, $input: ProfileInput!) {\n    updateProfile(email: $email, input: $input) {\n      __typename\n    }\n  }\n": types.AuditTestUpdateProfileDocument,
    "\n  mutation AuthStaffTestSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        role\n      }\n    }\n  }\n": types.AuthStaffTestSignInDocument,
    "\n  query AuthStaffTestViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": types.AuthStaffTestViewerDocument,
    "\n  mutation AuthStaffTestSignOut {\n    staffSignOut\n  }\n": types.AuthStaffTestSignOutDocument,
    "\n  mutation AuthTestRequestLink($email: String!, $returnTo: String) {\n    requestSignInLink(email: $email, returnTo: $returnTo) {\n      __typename\n      email\n      message\n    }\n  }\n": types.AuthTestRequestLinkDocument,
    "\n  query AuthTestViewer {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n  }\n": types.AuthTestViewerDocument,
    "\n  mutation AuthTestSignOut {\n    signOut\n  }\n": types.AuthTestSignOutDocument,
    "\n  mutation CatalogTestCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        id\n        slug\n        name\n        price\n        fromPrice\n        hidden\n        imageUrl\n        category\n      }\n    }\n  }\n": types.CatalogTestCreateProductDocument,
    "\n  mutation CatalogTestUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      __typename\n      product {\n        id\n        name\n        price\n        fromPrice\n      }\n    }\n  }\n": types.CatalogTestUpdateProductDocument,
    "\n  mutation CatalogTestSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n": types.CatalogTestSetHiddenDocument,
    "\n  query CatalogTestStaffProducts($search: String, $category: String, $hidden: Boolean) {\n    staffProducts(search: $search, filter: { category: $category, hidden: $hidden }, limit: 100) {\n      total\n      items {\n        id\n        name\n        hidden\n        category\n      }\n    }\n  }\n": types.CatalogTestStaffProductsDocument,
    "\n  mutation CatalogTestCreatePost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n      post {\n        id\n        slug\n        published\n        featured\n        readingMinutes\n      }\n    }\n  }\n": types.CatalogTestCreatePostDocument,
    "\n  mutation CatalogTestUpdatePost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      __typename\n      post {\n        id\n        featured\n      }\n    }\n  }\n": types.CatalogTestUpdatePostDocument,
    "\n  mutation CatalogTestPublish($id: ID!, $published: Boolean!) {\n    setBlogPostPublished(id: $id, published: $published) {\n      id\n      published\n    }\n  }\n": types.CatalogTestPublishDocument,
    "\n  mutation CatalogTestSetFeatured($id: ID!, $featured: Boolean!) {\n    setBlogPostFeatured(id: $id, featured: $featured) {\n      id\n      featured\n    }\n  }\n": types.CatalogTestSetFeaturedDocument,
    "\n  mutation CatalogTestPlaceFaq($id: ID!, $position: Int!) {\n    placeFaqItem(id: $id, position: $position) {\n      id\n      question\n    }\n  }\n": types.CatalogTestPlaceFaqDocument,
    "\n  query CatalogTestFaq {\n    staffFaqItems {\n      id\n      question\n    }\n  }\n": types.CatalogTestFaqDocument,
    "\n  mutation CatalogTestCreateFaq($input: FaqItemInput!) {\n    createFaqItem(input: $input) {\n      id\n      question\n    }\n  }\n": types.CatalogTestCreateFaqDocument,
    "\n  mutation CatalogTestMoveFaq($id: ID!, $direction: String!) {\n    moveFaqItem(id: $id, direction: $direction) {\n      id\n      question\n    }\n  }\n": types.CatalogTestMoveFaqDocument,
    "\n  mutation CatalogTestDeleteFaq($id: ID!) {\n    deleteFaqItem(id: $id)\n  }\n": types.CatalogTestDeleteFaqDocument,
    "\n  query CatalogTestProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": types.CatalogTestProductsDocument,
    "\n  query CatalogTestBlog($slug: String!) {\n    blogPosts {\n      slug\n    }\n    featuredBlogPosts {\n      slug\n    }\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      featured\n      tags\n    }\n    faqItems {\n      question\n      answer\n      topic\n    }\n  }\n": types.CatalogTestBlogDocument,
    "\n  query CompressionTestProducts {\n    products {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": types.CompressionTestProductsDocument,
    "\n  mutation ContactTestSubmit($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      id\n      message\n    }\n  }\n": types.ContactTestSubmitDocument,
    "\n  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    staffContacts(search: $search, filter: { subject: $subject }, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        subject\n        message\n        createdAt\n      }\n    }\n  }\n": types.ContactTestContactsDocument,
    "\n  query CouponAdminTestList($search: String, $active: Boolean, $sort: ListSort) {\n    staffCoupons(search: $search, filter: { active: $active }, sort: $sort) {\n      total\n      items {\n        id\n        code\n        title\n        type\n        value\n        isActive\n        currentUses\n        maxUses\n        assignedCount\n      }\n    }\n  }\n": types.CouponAdminTestListDocument,
    "\n  mutation CouponAdminTestCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      coupon {\n        id\n        code\n        title\n        type\n        value\n        minOrderAmount\n        maxUses\n        isActive\n        validFrom\n        validUntil\n      }\n    }\n  }\n": types.CouponAdminTestCreateDocument,
    "\n  mutation CouponAdminTestUpdate($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      coupon {\n        id\n        code\n        title\n        value\n        maxUses\n      }\n    }\n  }\n": types.CouponAdminTestUpdateDocument,
    "\n  mutation CouponAdminTestSetActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n": types.CouponAdminTestSetActiveDocument,
    "\n  mutation CouponAdminTestDelete($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n    }\n  }\n": types.CouponAdminTestDeleteDocument,
    "\n  mutation CouponAdminTestAssign($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      assigned\n      alreadyAssigned\n      coupon {\n        assignedCount\n      }\n    }\n  }\n": types.CouponAdminTestAssignDocument,
    "\n  query CouponAdminTestMembers($couponId: ID!) {\n    couponMembers(couponId: $couponId) {\n      memberEmail\n      memberName\n      isUsed\n    }\n  }\n": types.CouponAdminTestMembersDocument,
    "\n  query CouponAdminTestSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      email\n      name\n    }\n  }\n": types.CouponAdminTestSearchDocument,
    "\n  query CouponAdminTestCustomer {\n    customerArea {\n      coupons {\n        code\n        title\n        isUsed\n        isActive\n      }\n      counts {\n        unusedCoupons\n      }\n    }\n  }\n": types.CouponAdminTestCustomerDocument,
    "\n  query CustomerTestWholeArea {\n    customerArea {\n      email\n      profile {\n        firstName\n        lastName\n        email\n        school\n        graduationYear\n        joinedAt\n      }\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        itemCount\n        items {\n          id\n          name\n          size\n          quantity\n          unitPrice\n        }\n      }\n      coupons {\n        code\n        isUsed\n      }\n      invoices {\n        invoiceNumber\n        orderNumber\n      }\n      addresses {\n        city\n        isDefault\n      }\n      returns {\n        orderId\n        reason\n        status\n        requestedAt\n      }\n      groups {\n        name\n        memberCount\n        invitedCount\n        inviteCode\n        myStatus\n      }\n      memberOfGroups {\n        name\n        myStatus\n        inviteCode\n        maxMembers\n      }\n      groupMemberships {\n        email\n        firstName\n        status\n      }\n      designs {\n        name\n        status\n        latestFile {\n          fileName\n          version\n        }\n      }\n      messageThreads {\n        subject\n        type\n        status\n        unreadCount\n      }\n      sizeSubmissions {\n        groupName\n        lines {\n          productName\n          size\n          quantity\n        }\n        submittedAt\n      }\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n    }\n  }\n": types.CustomerTestWholeAreaDocument,
    "\n  query DashboardQueriesTestDashboard {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n    customerArea {\n      email\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        notes\n        shippingAddress\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          id\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n      invoices {\n        id\n        orderId\n        orderNumber\n        invoiceNumber\n        amount\n        taxAmount\n        status\n        dueDate\n        paidDate\n        createdAt\n      }\n      returns {\n        id\n        orderId\n        orderNumber\n        orderItemId\n        reason\n        description\n        status\n        requestedAt\n      }\n      coupons {\n        id\n        code\n        title\n        description\n        type\n        value\n        minOrderAmount\n        validUntil\n        isActive\n        isUsed\n        usedAt\n      }\n    }\n  }\n": types.DashboardQueriesTestDashboardDocument,
    "\n  query DesignReviewTestList($search: String, $status: String, $sort: ListSort) {\n    staffDesigns(search: $search, filter: { status: $status }, sort: $sort) {\n      total\n      items {\n        id\n        name\n        status\n        memberEmail\n        customerName\n        latestVersion\n        latestIsProof\n        changeRequested\n      }\n    }\n  }\n": types.DesignReviewTestListDocument,
    "\n  query DesignReviewTestDetail($id: ID!) {\n    staffDesign(id: $id) {\n      id\n      status\n      notes\n      changeRequest\n      memberEmail\n      customerName\n      actions\n      files {\n        id\n        version\n        isLatest\n        isProof\n        uploadedBy\n        uploadedByStaff\n        proofMessage\n        fileName\n        fileSize\n      }\n    }\n  }\n": types.DesignReviewTestDetailDocument,
    "\n  mutation DesignReviewTestApprove($id: ID!) {\n    approveDesign(id: $id) {\n      __typename\n      design {\n        id\n        status\n        actions\n      }\n    }\n  }\n": types.DesignReviewTestApproveDocument,
    "\n  mutation DesignReviewTestReject($id: ID!, $input: RejectDesignInput!) {\n    rejectDesign(id: $id, input: $input) {\n      __typename\n      design {\n        id\n        status\n        notes\n      }\n    }\n  }\n": types.DesignReviewTestRejectDocument,
    "\n  mutation DesignReviewTestInProduction($id: ID!) {\n    setDesignInProduction(id: $id) {\n      __typename\n      design {\n        id\n        status\n        actions\n      }\n    }\n  }\n": types.DesignReviewTestInProductionDocument,
    "\n  query DesignReviewTestCustomerDesign($id: ID!) {\n    design(id: $id) {\n      id\n      status\n      notes\n      changeRequest\n      canAnswerProof\n      latestFile {\n        id\n        version\n        isProof\n        proofMessage\n        url\n      }\n    }\n  }\n": types.DesignReviewTestCustomerDesignDocument,
    "\n  mutation DesignReviewTestApproveProof($id: ID!) {\n    approveDesignProof(id: $id) {\n      __typename\n      id\n      status\n      canAnswerProof\n    }\n  }\n": types.DesignReviewTestApproveProofDocument,
    "\n  mutation DesignReviewTestRequestChanges($id: ID!, $input: RequestDesignChangesInput!) {\n    requestDesignChanges(id: $id, input: $input) {\n      __typename\n      id\n      status\n      changeRequest\n      canAnswerProof\n    }\n  }\n": types.DesignReviewTestRequestChangesDocument,
    "\n  query DesignReviewTestOrder($id: ID!) {\n    order(id: $id) {\n      id\n      paymentBlock\n      nextStatuses {\n        status\n      }\n    }\n  }\n": types.DesignReviewTestOrderDocument,
    "\n  mutation DesignReviewTestSetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      id\n      status\n    }\n  }\n": types.DesignReviewTestSetOrderStatusDocument,
    "\n        mutation DesignReviewTestSubmit($id: ID!) {\n          submitDesignForReview(id: $id) {\n            __typename\n          }\n        }\n      ": types.DesignReviewTestSubmitDocument,
    "\n  fragment DesignsTestDesignFields on Design {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    latestFile {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      fileSize\n      url\n    }\n    files {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      url\n    }\n  }\n": types.DesignsTestDesignFieldsFragmentDoc,
    "\n  query DesignsTestDesign($id: ID!) {\n    design(id: $id) {\n      ...DesignsTestDesignFields\n    }\n  }\n": types.DesignsTestDesignDocument,
    "\n  mutation DesignsTestUpdate($id: ID!, $input: UpdateDesignInput!) {\n    updateDesign(id: $id, input: $input) {\n      __typename\n      ...DesignsTestDesignFields\n    }\n  }\n": types.DesignsTestUpdateDocument,
    "\n  mutation DesignsTestSubmit($id: ID!) {\n    submitDesignForReview(id: $id) {\n      __typename\n      ...DesignsTestDesignFields\n    }\n  }\n": types.DesignsTestSubmitDocument,
    "\n  query DesignsTestAreaDesigns {\n    customerArea {\n      email\n      designs {\n        id\n        latestFile {\n          id\n          version\n        }\n      }\n      counts {\n        designs\n      }\n    }\n  }\n": types.DesignsTestAreaDesignsDocument,
    "\n  query GroupAdminTestList(\n    $search: String\n    $status: String\n    $graduationYear: String\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffGroups(\n      search: $search\n      filter: { status: $status, graduationYear: $graduationYear }\n      sort: $sort\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        name\n        school\n        graduationYear\n        coordinatorEmail\n        coordinatorName\n        memberCount\n        invitedCount\n        submissionCount\n        deadline\n        status\n      }\n    }\n  }\n": types.GroupAdminTestListDocument,
    "\n  query GroupAdminTestDetail($id: ID!) {\n    staffGroup(id: $id) {\n      group {\n        id\n        name\n        status\n        deadline\n        submissionsLocked\n        members {\n          email\n          status\n          hasSubmitted\n        }\n        matrix {\n          sizes\n          grandTotal\n          products {\n            productName\n            total\n          }\n        }\n      }\n      designs {\n        id\n        title\n        statusLabel\n      }\n      quotes {\n        id\n        title\n        statusLabel\n        amount\n      }\n      orders {\n        id\n        title\n        statusLabel\n        amount\n      }\n      actions {\n        canExtendDeadline\n        canArchive\n        canSendReminder\n      }\n    }\n  }\n": types.GroupAdminTestDetailDocument,
    "\n  mutation GroupAdminTestExtend($id: ID!, $input: ExtendGroupDeadlineInput!) {\n    extendGroupDeadline(id: $id, input: $input) {\n      group {\n        id\n        deadline\n        submissionsLocked\n      }\n      actions {\n        canSendReminder\n      }\n    }\n  }\n": types.GroupAdminTestExtendDocument,
    "\n  mutation GroupAdminTestArchive($id: ID!) {\n    archiveGroup(id: $id) {\n      group {\n        id\n        status\n      }\n      actions {\n        canExtendDeadline\n        canArchive\n        canSendReminder\n      }\n    }\n  }\n": types.GroupAdminTestArchiveDocument,
    "\n  mutation GroupAdminTestRemind($id: ID!) {\n    sendGroupSizeReminder(id: $id) {\n      reminded\n    }\n  }\n": types.GroupAdminTestRemindDocument,
    "\n  mutation GroupAdminTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {\n    submitGroupSizes(groupId: $groupId, input: $input) {\n      __typename\n    }\n  }\n": types.GroupAdminTestSubmitDocument,
    "\n  query GroupPaymentsDetail($id: ID!) {\n    group(id: $id) {\n      viewerRole\n      members {\n        email\n        paid\n      }\n    }\n  }\n": types.GroupPaymentsDetailDocument,
    "\n  query GroupPaymentsOrder($id: ID!) {\n    order(id: $id) {\n      paid\n    }\n  }\n": types.GroupPaymentsOrderDocument,
    "\n  mutation GroupPaymentsRemind($id: ID!) {\n    sendGroupPaymentReminder(id: $id) {\n      reminded\n      staffGroup {\n        group {\n          members {\n            email\n            paid\n          }\n        }\n      }\n    }\n  }\n": types.GroupPaymentsRemindDocument,
    "\n  query GroupPaymentsActions($id: ID!) {\n    staffGroup(id: $id) {\n      actions {\n        canSendPaymentReminder\n      }\n    }\n  }\n": types.GroupPaymentsActionsDocument,
    "\n  query GroupPaymentsInvoice($id: ID!) {\n    invoice(id: $id) {\n      status\n      statusLabel\n      paymentNote\n      restAmount\n    }\n  }\n": types.GroupPaymentsInvoiceDocument,
    "\n  fragment GroupsTestDetail on GroupDetail {\n    id\n    name\n    school\n    graduationYear\n    coordinatorEmail\n    coordinatorName\n    inviteCode\n    deadline\n    status\n    maxMembers\n    description\n    memberCount\n    invitedCount\n    submissionCount\n    viewerRole\n    myStatus\n    submissionsLocked\n    quoteRequestedAt\n    members {\n      id\n      email\n      firstName\n      lastName\n      status\n      joinedAt\n      hasSubmitted\n    }\n    submissions {\n      id\n      memberEmail\n      memberName\n      notes\n      lines {\n        productId\n        productName\n        size\n        color\n        quantity\n        printName\n      }\n    }\n    mySubmission {\n      id\n      lines {\n        productName\n        size\n        color\n        quantity\n        printName\n      }\n    }\n    matrix {\n      sizes\n      grandTotal\n      sizeTotals\n      products {\n        productName\n        total\n        sizeTotals\n        rows {\n          color\n          colorLabel\n          counts\n          total\n        }\n      }\n    }\n  }\n": types.GroupsTestDetailFragmentDoc,
    "\n  mutation GroupsTestCreate($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      __typename\n      group {\n        ...GroupsTestDetail\n      }\n    }\n  }\n": types.GroupsTestCreateDocument,
    "\n  mutation GroupsTestUpdate($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      __typename\n      group {\n        ...GroupsTestDetail\n      }\n    }\n  }\n": types.GroupsTestUpdateDocument,
    "\n  mutation GroupsTestJoin($code: String!) {\n    joinGroup(inviteCode: $code) {\n      __typename\n      alreadyMember\n      message\n      group {\n        id\n        name\n        myStatus\n        viewerRole\n        inviteCode\n        memberCount\n      }\n    }\n  }\n": types.GroupsTestJoinDocument,
    "\n  mutation GroupsTestRespond($groupId: ID!, $accept: Boolean!) {\n    respondToGroupInvitation(groupId: $groupId, accept: $accept) {\n      __typename\n      alreadyMember\n      message\n      group {\n        id\n        myStatus\n      }\n    }\n  }\n": types.GroupsTestRespondDocument,
    "\n  mutation GroupsTestInvite($groupId: ID!, $email: String!) {\n    inviteGroupMember(groupId: $groupId, email: $email) {\n      __typename\n      message\n      member {\n        id\n        email\n        status\n      }\n    }\n  }\n": types.GroupsTestInviteDocument,
    "\n  mutation GroupsTestRemove($groupId: ID!, $memberId: ID!) {\n    removeGroupMember(groupId: $groupId, memberId: $memberId) {\n      memberId\n    }\n  }\n": types.GroupsTestRemoveDocument,
    "\n  mutation GroupsTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {\n    submitGroupSizes(groupId: $groupId, input: $input) {\n      __typename\n      message\n      submission {\n        id\n        memberEmail\n        locked\n        lines {\n          productName\n          size\n          color\n          quantity\n          printName\n        }\n      }\n    }\n  }\n": types.GroupsTestSubmitDocument,
    "\n  mutation GroupsTestSend($groupId: ID!) {\n    sendGroupSizesToShop(groupId: $groupId) {\n      __typename\n      contactId\n      quoteRequestedAt\n      message\n      group {\n        quoteRequestedAt\n      }\n    }\n  }\n": types.GroupsTestSendDocument,
    "\n  query GroupsTestGroup($id: ID!) {\n    group(id: $id) {\n      ...GroupsTestDetail\n    }\n  }\n": types.GroupsTestGroupDocument,
    "\n  query GroupsTestMyGroups {\n    myGroups {\n      coordinated {\n        id\n        name\n        inviteCode\n        viewerRole\n        memberCount\n        invitedCount\n        submissionCount\n        maxMembers\n      }\n      memberOf {\n        id\n        name\n        inviteCode\n        viewerRole\n        myStatus\n      }\n      submissions {\n        groupId\n        groupName\n        locked\n        lines {\n          productName\n          size\n          quantity\n        }\n      }\n    }\n  }\n": types.GroupsTestMyGroupsDocument,
    "\n  query InvoiceAdminList($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        invoiceNumber\n        kind\n        orderNumber\n        customerEmail\n        customerName\n        amount\n        status\n        statusLabel\n      }\n    }\n  }\n": types.InvoiceAdminListDocument,
    "\n  query InvoiceAdminDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      kind\n      amount\n      taxAmount\n      kid\n      status\n      paymentReference\n      paidDate\n      creditableAmount\n      canCredit\n      canRegisterPayment\n      creditedInvoiceNumber\n      lines {\n        description\n        quantity\n        unitPrice\n        lineTotal\n      }\n      creditNotes {\n        invoiceNumber\n        amount\n      }\n    }\n  }\n": types.InvoiceAdminDetailDocument,
    "\n  mutation InvoiceAdminIssue($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      kid\n      amount\n      taxAmount\n      dueDate\n      issuedAt\n      status\n    }\n  }\n": types.InvoiceAdminIssueDocument,
    "\n  mutation InvoiceAdminSend($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n    }\n  }\n": types.InvoiceAdminSendDocument,
    "\n  mutation InvoiceAdminPay($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      status\n      statusLabel\n      paymentReference\n      paidDate\n    }\n  }\n": types.InvoiceAdminPayDocument,
    "\n  mutation InvoiceAdminCredit($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n      kind\n      amount\n      taxAmount\n      creditedInvoiceNumber\n      status\n    }\n  }\n": types.InvoiceAdminCreditDocument,
    "\n  mutation InvoiceAdminMembers($orderId: Int) {\n    issueMemberInvoices(orderId: $orderId) {\n      id\n      invoiceNumber\n      customerEmail\n      amount\n    }\n  }\n": types.InvoiceAdminMembersDocument,
    "\n  query InvoiceAdminCustomerList {\n    customerArea {\n      invoices {\n        id\n        invoiceNumber\n        kind\n        amount\n        status\n      }\n    }\n  }\n": types.InvoiceAdminCustomerListDocument,
    "\n  mutation MailLimitsTestContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n    }\n  }\n": types.MailLimitsTestContactDocument,
    "\n  mutation MailLimitsTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n    }\n  }\n": types.MailLimitsTestSubscribeDocument,
    "\n  mutation MailLimitsTestJoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n    }\n  }\n": types.MailLimitsTestJoinCommunityDocument,
    "\n  mutation MailLimitsTestCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      __typename\n      group {\n        id\n      }\n    }\n  }\n": types.MailLimitsTestCreateGroupDocument,
    "\n  mutation MailLimitsTestInvite($groupId: ID!, $email: String!) {\n    inviteGroupMember(groupId: $groupId, email: $email) {\n      __typename\n    }\n  }\n": types.MailLimitsTestInviteDocument,
    "\n  query MailLogTestList($search: String, $filter: StaffMailDeliveryFilter, $offset: Int, $limit: Int) {\n    staffMailDeliveries(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        at\n        recipient\n        type\n        kind\n        subject\n        status\n        attempts\n        lastError\n        recordType\n        recordId\n        resendOfId\n      }\n    }\n  }\n": types.MailLogTestListDocument,
    "\n  query MailLogTestDetail($id: ID!) {\n    mailDelivery(id: $id) {\n      id\n      recipient\n      subject\n      status\n      attempts\n      recordType\n      recordId\n      html\n      text\n      canResend\n      resendOfId\n      resends {\n        id\n        status\n      }\n    }\n  }\n": types.MailLogTestDetailDocument,
    "\n  mutation MailLogTestResend($id: ID!) {\n    resendMail(id: $id) {\n      id\n      status\n      resendOfId\n    }\n  }\n": types.MailLogTestResendDocument,
    "\n  mutation MailLogTestContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n      }\n    }\n  }\n": types.MailLogTestContactDocument,
    "\n  query MemberAdminTestList($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        school\n        graduationYear\n        status\n        statusLabel\n        joinedAt\n      }\n    }\n  }\n": types.MemberAdminTestListDocument,
    "\n  query MemberAdminTestDetail($id: ID!) {\n    staffMember(id: $id) {\n      id\n      email\n      name\n      status\n      customerArea {\n        profile {\n          email\n        }\n        orders {\n          id\n        }\n        invoices {\n          id\n        }\n        designs {\n          id\n        }\n        groups {\n          id\n        }\n        memberOfGroups {\n          id\n        }\n        messageThreads {\n          id\n        }\n      }\n    }\n  }\n": types.MemberAdminTestDetailDocument,
    "\n  query MemberAdminTestOwnArea {\n    customerArea {\n      orders {\n        id\n      }\n      invoices {\n        id\n      }\n      designs {\n        id\n      }\n      groups {\n        id\n      }\n      memberOfGroups {\n        id\n      }\n      messageThreads {\n        id\n      }\n    }\n  }\n": types.MemberAdminTestOwnAreaDocument,
    "\n  mutation MemberAdminTestDeactivate($id: ID!) {\n    deactivateMember(id: $id) {\n      id\n      status\n      statusLabel\n    }\n  }\n": types.MemberAdminTestDeactivateDocument,
    "\n  mutation MemberAdminTestActivate($id: ID!) {\n    activateMember(id: $id) {\n      id\n      status\n    }\n  }\n": types.MemberAdminTestActivateDocument,
    "\n  mutation MemberAdminTestDelete($email: String!) {\n    deleteAccount(email: $email, confirmEmail: $email) {\n      __typename\n      ... on AccountDeleted {\n        email\n      }\n    }\n  }\n": types.MemberAdminTestDeleteDocument,
    "\n  mutation MembersTestJoin($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      member {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.MembersTestJoinDocument,
    "\n  query MessageAdminTestInbox($search: String, $status: String, $unread: Boolean, $sort: ListSort) {\n    staffMessageThreads(search: $search, filter: { status: $status, unread: $unread }, sort: $sort) {\n      total\n      items {\n        id\n        subject\n        status\n        memberEmail\n        customerName\n        relatedOrderId\n        relatedOrderNumber\n        unreadCount\n        messageCount\n      }\n    }\n  }\n": types.MessageAdminTestInboxDocument,
    "\n  query MessageAdminTestUnread {\n    staffUnreadThreadCount\n  }\n": types.MessageAdminTestUnreadDocument,
    "\n  query MessageAdminTestThread($id: ID!) {\n    staffMessageThread(id: $id) {\n      id\n      status\n      unreadCount\n      entries {\n        key\n        kind\n        body\n        author\n        isRead\n      }\n    }\n  }\n": types.MessageAdminTestThreadDocument,
    "\n  mutation MessageAdminTestReply($threadId: ID!, $body: String!) {\n    replyToThreadAsStaff(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        id\n        status\n        entries {\n          kind\n          body\n          author\n        }\n      }\n    }\n  }\n": types.MessageAdminTestReplyDocument,
    "\n  mutation MessageAdminTestNote($threadId: ID!, $body: String!) {\n    addThreadNote(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        status\n        entries {\n          kind\n          body\n          author\n        }\n      }\n    }\n  }\n": types.MessageAdminTestNoteDocument,
    "\n  mutation MessageAdminTestClose($threadId: ID!) {\n    closeThread(threadId: $threadId) {\n      __typename\n      thread {\n        status\n      }\n    }\n  }\n": types.MessageAdminTestCloseDocument,
    "\n  mutation MessageAdminTestStart($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n    }\n  }\n": types.MessageAdminTestStartDocument,
    "\n  mutation MessageAdminTestCustomerReply($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      status\n      unreadCount\n      messages {\n        senderType\n        senderEmail\n        body\n      }\n    }\n  }\n": types.MessageAdminTestCustomerReplyDocument,
    "\n  query MessageAdminTestCustomerThread($id: ID!) {\n    messageThread(id: $id) {\n      status\n      messages {\n        senderType\n        senderEmail\n        body\n      }\n    }\n  }\n": types.MessageAdminTestCustomerThreadDocument,
    "\n  query MessageAdminTestCustomerList {\n    customerArea {\n      messageThreads {\n        id\n        status\n        unreadCount\n        messages {\n          body\n        }\n      }\n    }\n  }\n": types.MessageAdminTestCustomerListDocument,
    "\n  query MessageAdminTestContact($id: ID!) {\n    contact(id: $id) {\n      id\n      email\n      replyCount\n      replies {\n        body\n        staffUsername\n        createdAt\n      }\n    }\n  }\n": types.MessageAdminTestContactDocument,
    "\n  query MessageAdminTestContacts($search: String) {\n    staffContacts(search: $search) {\n      total\n      items {\n        id\n        replyCount\n      }\n    }\n  }\n": types.MessageAdminTestContactsDocument,
    "\n  mutation MessageAdminTestAnswer($id: ID!, $body: String!) {\n    answerContact(id: $id, body: $body) {\n      __typename\n      contact {\n        replyCount\n        replies {\n          body\n          staffUsername\n        }\n      }\n    }\n  }\n": types.MessageAdminTestAnswerDocument,
    "\n  query MessagesTestThread($id: ID!) {\n    messageThread(id: $id) {\n      id\n      subject\n      type\n      status\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        senderEmail\n        body\n        isRead\n        createdAt\n      }\n    }\n  }\n": types.MessagesTestThreadDocument,
    "\n  mutation MessagesTestStart($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n      subject\n      type\n      status\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        senderEmail\n        body\n        isRead\n        createdAt\n      }\n    }\n  }\n": types.MessagesTestStartDocument,
    "\n  mutation MessagesTestReply($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      id\n      status\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        body\n        isRead\n      }\n    }\n  }\n": types.MessagesTestReplyDocument,
    "\n  query MessagesTestAreaThreads {\n    customerArea {\n      email\n      messageThreads {\n        id\n        subject\n        status\n        type\n        unreadCount\n      }\n      counts {\n        messages\n      }\n    }\n  }\n": types.MessagesTestAreaThreadsDocument,
    "\n  query MetricsTestProducts {\n    products {\n      id\n    }\n  }\n": types.MetricsTestProductsDocument,
    "\n  query NewsletterTestSubscribers($search: String, $status: String) {\n    staffNewsletterSubscribers(search: $search, filter: { status: $status }) {\n      total\n      items {\n        email\n        status\n      }\n    }\n  }\n": types.NewsletterTestSubscribersDocument,
    "\n  mutation NewsletterTestCreate($input: CampaignInput!) {\n    createNewsletterCampaign(input: $input) {\n      __typename\n      campaign {\n        id\n        status\n        audienceText\n      }\n    }\n  }\n": types.NewsletterTestCreateDocument,
    "\n  query NewsletterTestDetail($id: ID!) {\n    newsletterCampaign(id: $id) {\n      campaign {\n        id\n        status\n        subject\n      }\n      audienceCount\n      progress {\n        total\n        sent\n        remaining\n        stopped\n      }\n    }\n  }\n": types.NewsletterTestDetailDocument,
    "\n  mutation NewsletterTestChange($id: ID!, $step: String!) {\n    changeNewsletterCampaignStatus(id: $id, step: $step) {\n      id\n      status\n    }\n  }\n": types.NewsletterTestChangeDocument,
    "\n  mutation NewsletterTestMail($id: ID!) {\n    sendNewsletterTestMail(id: $id) {\n      to\n    }\n  }\n": types.NewsletterTestMailDocument,
    "\n  mutation NewsletterTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      email\n    }\n  }\n": types.NewsletterTestSubscribeDocument,
    "\n  query OrderAdminTestList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        orderNumber\n        customerEmail\n        customerName\n        createdAt\n        itemCount\n        totalAmount\n        status\n        invoiceStatus\n        invoiceCount\n        shipmentStatus\n      }\n    }\n  }\n": types.OrderAdminTestListDocument,
    "\n  query OrderAdminTestDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderAdminTestFields\n    }\n  }\n": types.OrderAdminTestDetailDocument,
    "\n  fragment OrderAdminTestFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    customerEmail\n    customerName\n    cancelReason\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      quantity\n    }\n    printNames\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      amount\n      status\n    }\n    notes {\n      id\n      body\n      staffUsername\n    }\n  }\n": types.OrderAdminTestFieldsFragmentDoc,
    "\n  mutation OrderAdminTestSetStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      id\n      status\n      cancelReason\n    }\n  }\n": types.OrderAdminTestSetStatusDocument,
    "\n  mutation OrderAdminTestRegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      id\n      shipments {\n        id\n        carrier\n        trackingNumber\n        trackingUrl\n        status\n      }\n    }\n  }\n": types.OrderAdminTestRegisterShipmentDocument,
    "\n  mutation OrderAdminTestMarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      id\n      status\n      shipments {\n        id\n        status\n      }\n    }\n  }\n": types.OrderAdminTestMarkShipmentDocument,
    "\n  mutation OrderAdminTestAddNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      id\n      notes {\n        id\n        body\n        staffUsername\n      }\n    }\n  }\n": types.OrderAdminTestAddNoteDocument,
    "\n  query OrderAdminTestCustomerOrders {\n    customerArea {\n      orders {\n        id\n        status\n        notes\n        cancelReason\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n        }\n      }\n    }\n  }\n": types.OrderAdminTestCustomerOrdersDocument,
    "\n  query OrdersTestOrders {\n    customerArea {\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n    }\n  }\n": types.OrdersTestOrdersDocument,
    "\n  query OverviewTestFigures {\n    adminOverview {\n      newQuoteRequests\n      quotesAwaitingCustomer\n      ordersByStatus {\n        status\n        count\n      }\n      overdueInvoices\n      overdueAmount\n      designsWaiting\n      unreadThreads\n      failedMails\n      ordersPerWeek {\n        weekStart\n        isoWeek\n        count\n      }\n      invoicedPerMonth {\n        month\n        amount\n      }\n    }\n  }\n": types.OverviewTestFiguresDocument,
    "\n  query OverviewTestContacts($subject: String, $hasQuote: Boolean) {\n    staffContacts(filter: { subject: $subject, hasQuote: $hasQuote }) {\n      total\n      items {\n        id\n      }\n    }\n  }\n": types.OverviewTestContactsDocument,
    "\n  query OverviewTestLinkedLists($mailFrom: DateTimeISO) {\n    staffDesigns(filter: { status: \"pending\" }) {\n      total\n    }\n    staffMessageThreads(filter: { unread: true }) {\n      total\n    }\n    staffMailDeliveries(filter: { status: \"failed\", from: $mailFrom }) {\n      total\n    }\n  }\n": types.OverviewTestLinkedListsDocument,
    "\n  query OwnershipTestArea($email: String) {\n    customerArea(email: $email) {\n      email\n      profile {\n        email\n        firstName\n      }\n      orders {\n        orderNumber\n        items {\n          name\n        }\n      }\n      coupons {\n        id\n      }\n      invoices {\n        id\n      }\n      addresses {\n        id\n      }\n      returns {\n        id\n      }\n      groups {\n        id\n      }\n      memberOfGroups {\n        id\n      }\n      groupMemberships {\n        id\n      }\n      designs {\n        id\n      }\n      messageThreads {\n        id\n      }\n      sizeSubmissions {\n        id\n      }\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n    }\n  }\n": types.OwnershipTestAreaDocument,
    "\n  query OwnershipTestOwnRecords {\n    customerArea {\n      orders {\n        id\n      }\n      invoices {\n        id\n      }\n      returns {\n        id\n      }\n    }\n  }\n": types.OwnershipTestOwnRecordsDocument,
    "\n  mutation OwnershipTestRequestReturn($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      ... on ReturnRequested {\n        returns {\n          id\n          orderItemId\n          status\n        }\n      }\n    }\n  }\n": types.OwnershipTestRequestReturnDocument,
    "\n  mutation OwnershipTestRemoveMember($groupId: ID!, $memberId: ID!) {\n    removeGroupMember(groupId: $groupId, memberId: $memberId) {\n      memberId\n    }\n  }\n": types.OwnershipTestRemoveMemberDocument,
    "\n  query PaymentsList($filter: BankPaymentFilter, $search: String) {\n    bankPayments(filter: $filter, search: $search) {\n      total\n      items {\n        id\n        bookedOn\n        amount\n        kid\n        payerName\n        status\n        statusLabel\n        invoiceNumber\n      }\n    }\n    openBankPaymentCount\n  }\n": types.PaymentsListDocument,
    "\n  query PaymentsCandidates($paymentId: ID!, $search: String) {\n    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {\n      id\n      invoiceNumber\n      restAmount\n      restMatches\n    }\n  }\n": types.PaymentsCandidatesDocument,
    "\n  mutation PaymentsLink($id: ID!, $invoiceId: ID!) {\n    linkBankPayment(id: $id, invoiceId: $invoiceId) {\n      id\n      status\n      statusLabel\n      invoiceNumber\n    }\n  }\n": types.PaymentsLinkDocument,
    "\n  mutation PaymentsIgnore($id: ID!, $reason: String!) {\n    ignoreBankPayment(id: $id, reason: $reason) {\n      id\n      status\n      statusLabel\n      ignoreReason\n    }\n  }\n": types.PaymentsIgnoreDocument,
    "\n  query PaymentsOfInvoice($id: ID!) {\n    invoice(id: $id) {\n      status\n      statusLabel\n      paidAmount\n      restAmount\n      refundAmount\n      canRegisterPayment\n    }\n    invoiceBankPayments(invoiceId: $id) {\n      amount\n      status\n    }\n  }\n": types.PaymentsOfInvoiceDocument,
    "\n  query PaymentsOrders($search: String) {\n    staffOrders(search: $search, filter: { invoiceStatus: \"partially_paid\" }) {\n      total\n      items {\n        invoiceStatus\n      }\n    }\n  }\n": types.PaymentsOrdersDocument,
    "\n  mutation PaymentsRegister($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      status\n    }\n  }\n": types.PaymentsRegisterDocument,
    "\n  query ProductCacheTestProducts {\n    products {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": types.ProductCacheTestProductsDocument,
    "\n  query ProductCacheTestCategory($c: String) {\n    products(category: $c) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": types.ProductCacheTestCategoryDocument,
    "\n  mutation ProfileTestUpdate($input: ProfileInput!, $email: String) {\n    updateProfile(input: $input, email: $email) {\n      __typename\n      profile {\n        email\n        firstName\n        lastName\n        school\n        graduationYear\n        emailNotifications\n        shareNameWithCoordinators\n      }\n    }\n  }\n": types.ProfileTestUpdateDocument,
    "\n  mutation ProfileTestSettings($input: ProfileSettingsInput!, $email: String) {\n    updateProfileSettings(input: $input, email: $email) {\n      email\n      firstName\n      lastName\n      school\n      graduationYear\n      emailNotifications\n      shareNameWithCoordinators\n    }\n  }\n": types.ProfileTestSettingsDocument,
    "\n  mutation ProfileTestSignOutEverywhere($email: String) {\n    signOutEverywhere(email: $email)\n  }\n": types.ProfileTestSignOutEverywhereDocument,
    "\n  mutation ProfileTestDeleteAccount($confirmEmail: String!, $email: String) {\n    deleteAccount(confirmEmail: $confirmEmail, email: $email) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n      filesDeleted\n    }\n  }\n": types.ProfileTestDeleteAccountDocument,
    "\n  query ProfileTestArea {\n    customerArea {\n      email\n      profile {\n        email\n        firstName\n        lastName\n        school\n        graduationYear\n        emailNotifications\n        shareNameWithCoordinators\n      }\n      groupMemberships {\n        email\n        firstName\n        lastName\n      }\n    }\n  }\n": types.ProfileTestAreaDocument,
    "\n  query PublicAnswersProducts {\n    products {\n      id\n      name\n      price\n    }\n  }\n": types.PublicAnswersProductsDocument,
    "\n  query PublicAnswersFaq {\n    faqItems {\n      id\n      question\n      answer\n    }\n  }\n": types.PublicAnswersFaqDocument,
    "\n  query PublicAnswersProductsAndViewer {\n    products {\n      id\n    }\n    viewer {\n      email\n    }\n  }\n": types.PublicAnswersProductsAndViewerDocument,
    "\n  mutation PublicAnswersSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n": types.PublicAnswersSetHiddenDocument,
    "\n  mutation PublicAnswersUpdateFaq($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      answer\n    }\n  }\n": types.PublicAnswersUpdateFaqDocument,
    "\n  fragment QuotesTestQuote on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    isMember\n    status\n    statusLabel\n    couponCode\n    validUntil\n    orderId\n    orderNumber\n    previousVersionId\n    replacedById\n    canEdit\n    canSend\n    canNewVersion\n    discount {\n      kind\n      reading\n      percent\n    }\n    lines {\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designId\n      designName\n      printName\n    }\n    totals {\n      pieces\n      goods\n      discountAmount\n      discountLabel\n      discountReason\n      setAsideLabel\n      goodsAfterDiscount\n      shipping\n      shippingLabel\n      vat\n      totalExclVat\n      total\n      rows {\n        label\n        amount\n      }\n    }\n  }\n": types.QuotesTestQuoteFragmentDoc,
    "\n  mutation QuotesTestCreate($input: QuoteInput!) {\n    createQuote(input: $input) {\n      ...QuotesTestQuote\n    }\n  }\n": types.QuotesTestCreateDocument,
    "\n  mutation QuotesTestUpdate($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      ...QuotesTestQuote\n    }\n  }\n": types.QuotesTestUpdateDocument,
    "\n  query QuotesTestPreview($input: QuoteInput!) {\n    previewQuoteTotals(input: $input) {\n      pieces\n      goods\n      discountAmount\n      discountLabel\n      setAsideLabel\n      shipping\n      vat\n      total\n    }\n  }\n": types.QuotesTestPreviewDocument,
    "\n  query QuotesTestList($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        quoteNumber\n        status\n        totals {\n          total\n        }\n      }\n    }\n  }\n": types.QuotesTestListDocument,
    "\n  query QuotesTestGet($id: ID!) {\n    quote(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n": types.QuotesTestGetDocument,
    "\n  mutation QuotesTestSend($id: ID!) {\n    sendQuote(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n": types.QuotesTestSendDocument,
    "\n  mutation QuotesTestNewVersion($id: ID!) {\n    newQuoteVersion(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n": types.QuotesTestNewVersionDocument,
    "\n  mutation QuotesTestAccept($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n      orderNumber\n      quote {\n        id\n        status\n        orderId\n        orderNumber\n      }\n    }\n  }\n": types.QuotesTestAcceptDocument,
    "\n  mutation QuotesTestDecline($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      id\n      status\n      declineReason\n    }\n  }\n": types.QuotesTestDeclineDocument,
    "\n  query QuotesTestArea {\n    customerArea {\n      quotes {\n        id\n        quoteNumber\n        version\n        status\n        canAnswer\n        totals {\n          total\n          rows {\n            label\n            amount\n          }\n        }\n      }\n      orders {\n        id\n        orderNumber\n        status\n        totalAmount\n      }\n    }\n  }\n": types.QuotesTestAreaDocument,
    "\n  query QuotesTestPrefillContact($contactId: Int!) {\n    quotePrefillFromContact(contactId: $contactId) {\n      customerEmail\n      contactId\n      message\n    }\n  }\n": types.QuotesTestPrefillContactDocument,
    "\n  mutation QuotesTestDeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n    }\n  }\n": types.QuotesTestDeleteAccountDocument,
    "\n  query QuotesTestProducts {\n    quoteProducts {\n      id\n      name\n      fromPrice\n    }\n  }\n": types.QuotesTestProductsDocument,
    "\n  mutation RateLimitsTestRequestLink($email: String!) {\n    requestSignInLink(email: $email) {\n      __typename\n    }\n  }\n": types.RateLimitsTestRequestLinkDocument,
    "\n  mutation RateLimitsTestJoinGroup($inviteCode: String!) {\n    joinGroup(inviteCode: $inviteCode) {\n      __typename\n    }\n  }\n": types.RateLimitsTestJoinGroupDocument,
    "\n  mutation HardeningContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n    }\n  }\n": types.HardeningContactDocument,
    "\n  query HardeningFaqIds {\n    faqItems {\n      id\n    }\n  }\n": types.HardeningFaqIdsDocument,
    "\n  query ReturnAdminTestList($search: String, $status: String, $sort: ListSort) {\n    staffReturns(search: $search, filter: { status: $status }, sort: $sort) {\n      total\n      items {\n        id\n        status\n        orderNumber\n        memberEmail\n        customerName\n        itemName\n        itemPrice\n        refundAmount\n        isCustomItem\n        nextStatuses\n      }\n    }\n  }\n": types.ReturnAdminTestListDocument,
    "\n  query ReturnAdminTestDetail($id: ID!) {\n    staffReturn(id: $id) {\n      id\n      status\n      refundAmount\n      rejectionReason\n      itemPrice\n      approvedAt\n      completedAt\n    }\n  }\n": types.ReturnAdminTestDetailDocument,
    "\n  mutation ReturnAdminTestApprove($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        id\n        status\n        refundAmount\n        nextStatuses\n      }\n    }\n  }\n": types.ReturnAdminTestApproveDocument,
    "\n  mutation ReturnAdminTestReject($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        id\n        status\n        rejectionReason\n      }\n    }\n  }\n": types.ReturnAdminTestRejectDocument,
    "\n  mutation ReturnAdminTestComplete($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        id\n        status\n        completedAt\n      }\n    }\n  }\n": types.ReturnAdminTestCompleteDocument,
    "\n  mutation ReturnAdminTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n      }\n    }\n  }\n": types.ReturnAdminTestRequestDocument,
    "\n  query ReturnAdminTestOrders {\n    customerArea {\n      orders {\n        id\n        items {\n          id\n          name\n          isCustom\n        }\n      }\n    }\n  }\n": types.ReturnAdminTestOrdersDocument,
    "\n  mutation ReturnsTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n        orderId\n        orderNumber\n        orderItemId\n        reason\n        description\n        status\n        requestedAt\n      }\n    }\n  }\n": types.ReturnsTestRequestDocument,
    "\n  query ReturnsTestArea {\n    customerArea {\n      returns {\n        id\n        orderId\n        orderItemId\n        reason\n        status\n      }\n    }\n  }\n": types.ReturnsTestAreaDocument,
    "\n  mutation SecurityAuthzApprove($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n    }\n  }\n": types.SecurityAuthzApproveDocument,
    "\n  mutation SecurityAuthzComplete($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        id\n        status\n      }\n    }\n  }\n": types.SecurityAuthzCompleteDocument,
    "\n  query SecurityAuthzMembers($sort: ListSort) {\n    staffMembers(sort: $sort, limit: 1) {\n      total\n    }\n  }\n": types.SecurityAuthzMembersDocument,
    "\n  query SecurityAuthzOrders($sort: ListSort, $limit: Int = 1) {\n    staffOrders(sort: $sort, limit: $limit) {\n      total\n    }\n  }\n": types.SecurityAuthzOrdersDocument,
    "\n  query SecurityAuthzQuotes($sort: ListSort) {\n    staffQuotes(sort: $sort, limit: 1) {\n      total\n    }\n  }\n": types.SecurityAuthzQuotesDocument,
    "\n  query SecurityAuthzInvoices($sort: ListSort) {\n    staffInvoices(sort: $sort, limit: 1) {\n      total\n    }\n  }\n": types.SecurityAuthzInvoicesDocument,
    "\n  mutation SecurityAuthzCreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      id\n    }\n  }\n": types.SecurityAuthzCreateQuoteDocument,
    "\n  mutation SecurityAuthzSendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      id\n      status\n    }\n  }\n": types.SecurityAuthzSendQuoteDocument,
    "\n  mutation SecurityAuthzAcceptQuote($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n    }\n  }\n": types.SecurityAuthzAcceptQuoteDocument,
    "\n  mutation SecurityAuthzUpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      __typename\n    }\n  }\n": types.SecurityAuthzUpdateGroupDocument,
    "\n  mutation SecurityAuthzArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      group {\n        status\n      }\n    }\n  }\n": types.SecurityAuthzArchiveGroupDocument,
    "\n  mutation SecurityAuthzJoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n    }\n  }\n": types.SecurityAuthzJoinCommunityDocument,
    "\n  query SecuritySessionsStaffViewer {\n    staffViewer {\n      username\n    }\n  }\n": types.SecuritySessionsStaffViewerDocument,
    "\n  mutation SecuritySessionsSignOut {\n    signOut\n  }\n": types.SecuritySessionsSignOutDocument,
    "\n  mutation SecurityStaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        totpEnrolmentRequired\n      }\n    }\n  }\n": types.SecurityStaffSignInDocument,
    "\n  mutation SecurityStaffSignInCode($code: String!) {\n    staffSignInCode(code: $code) {\n      username\n    }\n  }\n": types.SecurityStaffSignInCodeDocument,
    "\n  mutation SecurityStaffStartTotp {\n    startStaffTotpEnrolment {\n      secret\n      otpauthUrl\n      qrCode\n    }\n  }\n": types.SecurityStaffStartTotpDocument,
    "\n  mutation SecurityStaffConfirmTotp($code: String!) {\n    confirmStaffTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.SecurityStaffConfirmTotpDocument,
    "\n  query SecurityStaffViewer {\n    staffViewer {\n      username\n      totpEnabled\n      totpEnrolmentRequired\n    }\n  }\n": types.SecurityStaffViewerDocument,
    "\n  query SecurityStaffUser($id: ID!) {\n    staffUser(id: $id) {\n      id\n      totpEnabled\n      totpRequired\n    }\n  }\n": types.SecurityStaffUserDocument,
    "\n  query SecurityStaffOrders {\n    staffOrders {\n      total\n    }\n  }\n": types.SecurityStaffOrdersDocument,
    "\n  mutation SecurityStaffResetTotp($id: ID!) {\n    resetStaffTotp(id: $id) {\n      id\n      totpEnabled\n    }\n  }\n": types.SecurityStaffResetTotpDocument,
    "\n  mutation SecurityStaffRequireTotp($id: ID!, $required: Boolean!) {\n    setStaffTotpRequired(id: $id, required: $required) {\n      id\n      totpRequired\n    }\n  }\n": types.SecurityStaffRequireTotpDocument,
    "\n  mutation SecurityStaffCreate($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n    }\n  }\n": types.SecurityStaffCreateDocument,
    "\n  mutation SecurityUploadsCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        imageUrl\n      }\n    }\n  }\n": types.SecurityUploadsCreateProductDocument,
    "\n  mutation SecurityUploadsCreatePost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n    }\n  }\n": types.SecurityUploadsCreatePostDocument,
    "\n  query SessionsTestContacts {\n    staffContacts {\n      total\n    }\n  }\n": types.SessionsTestContactsDocument,
    "\n  query SessionsTestStaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": types.SessionsTestStaffViewerDocument,
    "\n  mutation SessionsTestStaffSignOut {\n    staffSignOut\n  }\n": types.SessionsTestStaffSignOutDocument,
    "\n  mutation SessionsTestDeleteAccount($email: String!) {\n    deleteAccount(email: $email, confirmEmail: \"x\") {\n      __typename\n    }\n  }\n": types.SessionsTestDeleteAccountDocument,
    "\n  query SessionsTestViewer {\n    viewer {\n      email\n    }\n  }\n": types.SessionsTestViewerDocument,
    "\n  mutation SharedStorageTestDeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n      filesDeleted\n    }\n  }\n": types.SharedStorageTestDeleteAccountDocument,
    "\n  query StaffUsersTestList($search: String, $role: String, $active: Boolean) {\n    staffUsers(search: $search, filter: { role: $role, active: $active }) {\n      total\n      items {\n        id\n        username\n        role\n        active\n      }\n    }\n  }\n": types.StaffUsersTestListDocument,
    "\n  mutation StaffUsersTestCreate($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n      username\n      name\n      email\n      role\n      active\n    }\n  }\n": types.StaffUsersTestCreateDocument,
    "\n  mutation StaffUsersTestRole($id: ID!, $role: String!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.StaffUsersTestRoleDocument,
    "\n  mutation StaffUsersTestActive($id: ID!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.StaffUsersTestActiveDocument,
    "\n  mutation StaffUsersTestReset($id: ID!, $password: String!) {\n    resetStaffPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": types.StaffUsersTestResetDocument,
    "\n  mutation StaffUsersTestChangeOwn($input: ChangeOwnPasswordInput!) {\n    changeOwnPassword(input: $input)\n  }\n": types.StaffUsersTestChangeOwnDocument,
    "\n  query StaffUsersTestViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": types.StaffUsersTestViewerDocument,
    "\n  query StaffUsersTestAudit($search: String, $filter: StaffAuditEntryFilter, $offset: Int, $limit: Int) {\n    staffAuditEntries(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        staffUserId\n        staffUsername\n        action\n        entityType\n        entityId\n        at\n        before\n        after\n      }\n    }\n  }\n": types.StaffUsersTestAuditDocument,
    "\n  query StaffUsersTestAuditStaff {\n    auditStaffMembers {\n      id\n      username\n    }\n  }\n": types.StaffUsersTestAuditStaffDocument,
    "\n  mutation SsrTestSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n": types.SsrTestSetHiddenDocument,
    "\n  mutation SsrTestUpdateFaq($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      question\n    }\n  }\n": types.SsrTestUpdateFaqDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressesTestAddress on CustomerAddress {\n    id\n    type\n    name\n    line1\n    line2\n    postalCode\n    city\n    country\n    phone\n    isDefault\n  }\n"): (typeof documents)["\n  fragment AddressesTestAddress on CustomerAddress {\n    id\n    type\n    name\n    line1\n    line2\n    postalCode\n    city\n    country\n    phone\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesTestAdd($input: AddressInput!, $email: String) {\n    addAddress(input: $input, email: $email) {\n      __typename\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesTestAdd($input: AddressInput!, $email: String) {\n    addAddress(input: $input, email: $email) {\n      __typename\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesTestUpdate($id: ID!, $input: AddressInput!, $email: String) {\n    updateAddress(id: $id, input: $input, email: $email) {\n      __typename\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesTestUpdate($id: ID!, $input: AddressInput!, $email: String) {\n    updateAddress(id: $id, input: $input, email: $email) {\n      __typename\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesTestSetDefault($id: ID!, $email: String) {\n    setDefaultAddress(id: $id, email: $email) {\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesTestSetDefault($id: ID!, $email: String) {\n    setDefaultAddress(id: $id, email: $email) {\n      address {\n        ...AddressesTestAddress\n      }\n      addresses {\n        ...AddressesTestAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesTestDelete($id: ID!, $email: String) {\n    deleteAddress(id: $id, email: $email) {\n      ...AddressesTestAddress\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesTestDelete($id: ID!, $email: String) {\n    deleteAddress(id: $id, email: $email) {\n      ...AddressesTestAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTestEntries($filter: StaffAuditEntryFilter, $limit: Int) {\n    staffAuditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        staffUserId\n        staffUsername\n        action\n        entityType\n        entityId\n        at\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditTestEntries($filter: StaffAuditEntryFilter, $limit: Int) {\n    staffAuditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        staffUserId\n        staffUsername\n        action\n        entityType\n        entityId\n        at\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditTestUpdateProfile($email: String, $input: ProfileInput!) {\n    updateProfile(email: $email, input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation AuditTestUpdateProfile($email: String, $input: ProfileInput!) {\n    updateProfile(email: $email, input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthStaffTestSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthStaffTestSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthStaffTestViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  query AuthStaffTestViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthStaffTestSignOut {\n    staffSignOut\n  }\n"): (typeof documents)["\n  mutation AuthStaffTestSignOut {\n    staffSignOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTestRequestLink($email: String!, $returnTo: String) {\n    requestSignInLink(email: $email, returnTo: $returnTo) {\n      __typename\n      email\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthTestRequestLink($email: String!, $returnTo: String) {\n    requestSignInLink(email: $email, returnTo: $returnTo) {\n      __typename\n      email\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthTestViewer {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  query AuthTestViewer {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTestSignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation AuthTestSignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        id\n        slug\n        name\n        price\n        fromPrice\n        hidden\n        imageUrl\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        id\n        slug\n        name\n        price\n        fromPrice\n        hidden\n        imageUrl\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      __typename\n      product {\n        id\n        name\n        price\n        fromPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      __typename\n      product {\n        id\n        name\n        price\n        fromPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogTestStaffProducts($search: String, $category: String, $hidden: Boolean) {\n    staffProducts(search: $search, filter: { category: $category, hidden: $hidden }, limit: 100) {\n      total\n      items {\n        id\n        name\n        hidden\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogTestStaffProducts($search: String, $category: String, $hidden: Boolean) {\n    staffProducts(search: $search, filter: { category: $category, hidden: $hidden }, limit: 100) {\n      total\n      items {\n        id\n        name\n        hidden\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestCreatePost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n      post {\n        id\n        slug\n        published\n        featured\n        readingMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestCreatePost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n      post {\n        id\n        slug\n        published\n        featured\n        readingMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestUpdatePost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      __typename\n      post {\n        id\n        featured\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestUpdatePost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      __typename\n      post {\n        id\n        featured\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestPublish($id: ID!, $published: Boolean!) {\n    setBlogPostPublished(id: $id, published: $published) {\n      id\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestPublish($id: ID!, $published: Boolean!) {\n    setBlogPostPublished(id: $id, published: $published) {\n      id\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestSetFeatured($id: ID!, $featured: Boolean!) {\n    setBlogPostFeatured(id: $id, featured: $featured) {\n      id\n      featured\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestSetFeatured($id: ID!, $featured: Boolean!) {\n    setBlogPostFeatured(id: $id, featured: $featured) {\n      id\n      featured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestPlaceFaq($id: ID!, $position: Int!) {\n    placeFaqItem(id: $id, position: $position) {\n      id\n      question\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestPlaceFaq($id: ID!, $position: Int!) {\n    placeFaqItem(id: $id, position: $position) {\n      id\n      question\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogTestFaq {\n    staffFaqItems {\n      id\n      question\n    }\n  }\n"): (typeof documents)["\n  query CatalogTestFaq {\n    staffFaqItems {\n      id\n      question\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestCreateFaq($input: FaqItemInput!) {\n    createFaqItem(input: $input) {\n      id\n      question\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestCreateFaq($input: FaqItemInput!) {\n    createFaqItem(input: $input) {\n      id\n      question\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestMoveFaq($id: ID!, $direction: String!) {\n    moveFaqItem(id: $id, direction: $direction) {\n      id\n      question\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogTestMoveFaq($id: ID!, $direction: String!) {\n    moveFaqItem(id: $id, direction: $direction) {\n      id\n      question\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogTestDeleteFaq($id: ID!) {\n    deleteFaqItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation CatalogTestDeleteFaq($id: ID!) {\n    deleteFaqItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogTestProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"): (typeof documents)["\n  query CatalogTestProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogTestBlog($slug: String!) {\n    blogPosts {\n      slug\n    }\n    featuredBlogPosts {\n      slug\n    }\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      featured\n      tags\n    }\n    faqItems {\n      question\n      answer\n      topic\n    }\n  }\n"): (typeof documents)["\n  query CatalogTestBlog($slug: String!) {\n    blogPosts {\n      slug\n    }\n    featuredBlogPosts {\n      slug\n    }\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      featured\n      tags\n    }\n    faqItems {\n      question\n      answer\n      topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompressionTestProducts {\n    products {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"): (typeof documents)["\n  query CompressionTestProducts {\n    products {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactTestSubmit($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ContactTestSubmit($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    staffContacts(search: $search, filter: { subject: $subject }, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        subject\n        message\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    staffContacts(search: $search, filter: { subject: $subject }, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        subject\n        message\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponAdminTestList($search: String, $active: Boolean, $sort: ListSort) {\n    staffCoupons(search: $search, filter: { active: $active }, sort: $sort) {\n      total\n      items {\n        id\n        code\n        title\n        type\n        value\n        isActive\n        currentUses\n        maxUses\n        assignedCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query CouponAdminTestList($search: String, $active: Boolean, $sort: ListSort) {\n    staffCoupons(search: $search, filter: { active: $active }, sort: $sort) {\n      total\n      items {\n        id\n        code\n        title\n        type\n        value\n        isActive\n        currentUses\n        maxUses\n        assignedCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponAdminTestCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      coupon {\n        id\n        code\n        title\n        type\n        value\n        minOrderAmount\n        maxUses\n        isActive\n        validFrom\n        validUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CouponAdminTestCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      coupon {\n        id\n        code\n        title\n        type\n        value\n        minOrderAmount\n        maxUses\n        isActive\n        validFrom\n        validUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponAdminTestUpdate($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      coupon {\n        id\n        code\n        title\n        value\n        maxUses\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CouponAdminTestUpdate($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      coupon {\n        id\n        code\n        title\n        value\n        maxUses\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponAdminTestSetActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation CouponAdminTestSetActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponAdminTestDelete($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation CouponAdminTestDelete($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponAdminTestAssign($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      assigned\n      alreadyAssigned\n      coupon {\n        assignedCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CouponAdminTestAssign($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      assigned\n      alreadyAssigned\n      coupon {\n        assignedCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponAdminTestMembers($couponId: ID!) {\n    couponMembers(couponId: $couponId) {\n      memberEmail\n      memberName\n      isUsed\n    }\n  }\n"): (typeof documents)["\n  query CouponAdminTestMembers($couponId: ID!) {\n    couponMembers(couponId: $couponId) {\n      memberEmail\n      memberName\n      isUsed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponAdminTestSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      email\n      name\n    }\n  }\n"): (typeof documents)["\n  query CouponAdminTestSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      email\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponAdminTestCustomer {\n    customerArea {\n      coupons {\n        code\n        title\n        isUsed\n        isActive\n      }\n      counts {\n        unusedCoupons\n      }\n    }\n  }\n"): (typeof documents)["\n  query CouponAdminTestCustomer {\n    customerArea {\n      coupons {\n        code\n        title\n        isUsed\n        isActive\n      }\n      counts {\n        unusedCoupons\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTestWholeArea {\n    customerArea {\n      email\n      profile {\n        firstName\n        lastName\n        email\n        school\n        graduationYear\n        joinedAt\n      }\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        itemCount\n        items {\n          id\n          name\n          size\n          quantity\n          unitPrice\n        }\n      }\n      coupons {\n        code\n        isUsed\n      }\n      invoices {\n        invoiceNumber\n        orderNumber\n      }\n      addresses {\n        city\n        isDefault\n      }\n      returns {\n        orderId\n        reason\n        status\n        requestedAt\n      }\n      groups {\n        name\n        memberCount\n        invitedCount\n        inviteCode\n        myStatus\n      }\n      memberOfGroups {\n        name\n        myStatus\n        inviteCode\n        maxMembers\n      }\n      groupMemberships {\n        email\n        firstName\n        status\n      }\n      designs {\n        name\n        status\n        latestFile {\n          fileName\n          version\n        }\n      }\n      messageThreads {\n        subject\n        type\n        status\n        unreadCount\n      }\n      sizeSubmissions {\n        groupName\n        lines {\n          productName\n          size\n          quantity\n        }\n        submittedAt\n      }\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerTestWholeArea {\n    customerArea {\n      email\n      profile {\n        firstName\n        lastName\n        email\n        school\n        graduationYear\n        joinedAt\n      }\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        itemCount\n        items {\n          id\n          name\n          size\n          quantity\n          unitPrice\n        }\n      }\n      coupons {\n        code\n        isUsed\n      }\n      invoices {\n        invoiceNumber\n        orderNumber\n      }\n      addresses {\n        city\n        isDefault\n      }\n      returns {\n        orderId\n        reason\n        status\n        requestedAt\n      }\n      groups {\n        name\n        memberCount\n        invitedCount\n        inviteCode\n        myStatus\n      }\n      memberOfGroups {\n        name\n        myStatus\n        inviteCode\n        maxMembers\n      }\n      groupMemberships {\n        email\n        firstName\n        status\n      }\n      designs {\n        name\n        status\n        latestFile {\n          fileName\n          version\n        }\n      }\n      messageThreads {\n        subject\n        type\n        status\n        unreadCount\n      }\n      sizeSubmissions {\n        groupName\n        lines {\n          productName\n          size\n          quantity\n        }\n        submittedAt\n      }\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardQueriesTestDashboard {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n    customerArea {\n      email\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        notes\n        shippingAddress\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          id\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n      invoices {\n        id\n        orderId\n        orderNumber\n        invoiceNumber\n        amount\n        taxAmount\n        status\n        dueDate\n        paidDate\n        createdAt\n      }\n      returns {\n        id\n        orderId\n        orderNumber\n        orderItemId\n        reason\n        description\n        status\n        requestedAt\n      }\n      coupons {\n        id\n        code\n        title\n        description\n        type\n        value\n        minOrderAmount\n        validUntil\n        isActive\n        isUsed\n        usedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardQueriesTestDashboard {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n    customerArea {\n      email\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        notes\n        shippingAddress\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          id\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n      invoices {\n        id\n        orderId\n        orderNumber\n        invoiceNumber\n        amount\n        taxAmount\n        status\n        dueDate\n        paidDate\n        createdAt\n      }\n      returns {\n        id\n        orderId\n        orderNumber\n        orderItemId\n        reason\n        description\n        status\n        requestedAt\n      }\n      coupons {\n        id\n        code\n        title\n        description\n        type\n        value\n        minOrderAmount\n        validUntil\n        isActive\n        isUsed\n        usedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignReviewTestList($search: String, $status: String, $sort: ListSort) {\n    staffDesigns(search: $search, filter: { status: $status }, sort: $sort) {\n      total\n      items {\n        id\n        name\n        status\n        memberEmail\n        customerName\n        latestVersion\n        latestIsProof\n        changeRequested\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesignReviewTestList($search: String, $status: String, $sort: ListSort) {\n    staffDesigns(search: $search, filter: { status: $status }, sort: $sort) {\n      total\n      items {\n        id\n        name\n        status\n        memberEmail\n        customerName\n        latestVersion\n        latestIsProof\n        changeRequested\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignReviewTestDetail($id: ID!) {\n    staffDesign(id: $id) {\n      id\n      status\n      notes\n      changeRequest\n      memberEmail\n      customerName\n      actions\n      files {\n        id\n        version\n        isLatest\n        isProof\n        uploadedBy\n        uploadedByStaff\n        proofMessage\n        fileName\n        fileSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesignReviewTestDetail($id: ID!) {\n    staffDesign(id: $id) {\n      id\n      status\n      notes\n      changeRequest\n      memberEmail\n      customerName\n      actions\n      files {\n        id\n        version\n        isLatest\n        isProof\n        uploadedBy\n        uploadedByStaff\n        proofMessage\n        fileName\n        fileSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignReviewTestApprove($id: ID!) {\n    approveDesign(id: $id) {\n      __typename\n      design {\n        id\n        status\n        actions\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DesignReviewTestApprove($id: ID!) {\n    approveDesign(id: $id) {\n      __typename\n      design {\n        id\n        status\n        actions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignReviewTestReject($id: ID!, $input: RejectDesignInput!) {\n    rejectDesign(id: $id, input: $input) {\n      __typename\n      design {\n        id\n        status\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DesignReviewTestReject($id: ID!, $input: RejectDesignInput!) {\n    rejectDesign(id: $id, input: $input) {\n      __typename\n      design {\n        id\n        status\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignReviewTestInProduction($id: ID!) {\n    setDesignInProduction(id: $id) {\n      __typename\n      design {\n        id\n        status\n        actions\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DesignReviewTestInProduction($id: ID!) {\n    setDesignInProduction(id: $id) {\n      __typename\n      design {\n        id\n        status\n        actions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignReviewTestCustomerDesign($id: ID!) {\n    design(id: $id) {\n      id\n      status\n      notes\n      changeRequest\n      canAnswerProof\n      latestFile {\n        id\n        version\n        isProof\n        proofMessage\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesignReviewTestCustomerDesign($id: ID!) {\n    design(id: $id) {\n      id\n      status\n      notes\n      changeRequest\n      canAnswerProof\n      latestFile {\n        id\n        version\n        isProof\n        proofMessage\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignReviewTestApproveProof($id: ID!) {\n    approveDesignProof(id: $id) {\n      __typename\n      id\n      status\n      canAnswerProof\n    }\n  }\n"): (typeof documents)["\n  mutation DesignReviewTestApproveProof($id: ID!) {\n    approveDesignProof(id: $id) {\n      __typename\n      id\n      status\n      canAnswerProof\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignReviewTestRequestChanges($id: ID!, $input: RequestDesignChangesInput!) {\n    requestDesignChanges(id: $id, input: $input) {\n      __typename\n      id\n      status\n      changeRequest\n      canAnswerProof\n    }\n  }\n"): (typeof documents)["\n  mutation DesignReviewTestRequestChanges($id: ID!, $input: RequestDesignChangesInput!) {\n    requestDesignChanges(id: $id, input: $input) {\n      __typename\n      id\n      status\n      changeRequest\n      canAnswerProof\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignReviewTestOrder($id: ID!) {\n    order(id: $id) {\n      id\n      paymentBlock\n      nextStatuses {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesignReviewTestOrder($id: ID!) {\n    order(id: $id) {\n      id\n      paymentBlock\n      nextStatuses {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignReviewTestSetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DesignReviewTestSetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation DesignReviewTestSubmit($id: ID!) {\n          submitDesignForReview(id: $id) {\n            __typename\n          }\n        }\n      "): (typeof documents)["\n        mutation DesignReviewTestSubmit($id: ID!) {\n          submitDesignForReview(id: $id) {\n            __typename\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignsTestDesignFields on Design {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    latestFile {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      fileSize\n      url\n    }\n    files {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment DesignsTestDesignFields on Design {\n    id\n    name\n    description\n    status\n    notes\n    approvedAt\n    latestFile {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      fileSize\n      url\n    }\n    files {\n      id\n      version\n      isLatest\n      fileName\n      mimeType\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignsTestDesign($id: ID!) {\n    design(id: $id) {\n      ...DesignsTestDesignFields\n    }\n  }\n"): (typeof documents)["\n  query DesignsTestDesign($id: ID!) {\n    design(id: $id) {\n      ...DesignsTestDesignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignsTestUpdate($id: ID!, $input: UpdateDesignInput!) {\n    updateDesign(id: $id, input: $input) {\n      __typename\n      ...DesignsTestDesignFields\n    }\n  }\n"): (typeof documents)["\n  mutation DesignsTestUpdate($id: ID!, $input: UpdateDesignInput!) {\n    updateDesign(id: $id, input: $input) {\n      __typename\n      ...DesignsTestDesignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignsTestSubmit($id: ID!) {\n    submitDesignForReview(id: $id) {\n      __typename\n      ...DesignsTestDesignFields\n    }\n  }\n"): (typeof documents)["\n  mutation DesignsTestSubmit($id: ID!) {\n    submitDesignForReview(id: $id) {\n      __typename\n      ...DesignsTestDesignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignsTestAreaDesigns {\n    customerArea {\n      email\n      designs {\n        id\n        latestFile {\n          id\n          version\n        }\n      }\n      counts {\n        designs\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesignsTestAreaDesigns {\n    customerArea {\n      email\n      designs {\n        id\n        latestFile {\n          id\n          version\n        }\n      }\n      counts {\n        designs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupAdminTestList(\n    $search: String\n    $status: String\n    $graduationYear: String\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffGroups(\n      search: $search\n      filter: { status: $status, graduationYear: $graduationYear }\n      sort: $sort\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        name\n        school\n        graduationYear\n        coordinatorEmail\n        coordinatorName\n        memberCount\n        invitedCount\n        submissionCount\n        deadline\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupAdminTestList(\n    $search: String\n    $status: String\n    $graduationYear: String\n    $sort: ListSort\n    $offset: Int\n    $limit: Int\n  ) {\n    staffGroups(\n      search: $search\n      filter: { status: $status, graduationYear: $graduationYear }\n      sort: $sort\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        name\n        school\n        graduationYear\n        coordinatorEmail\n        coordinatorName\n        memberCount\n        invitedCount\n        submissionCount\n        deadline\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupAdminTestDetail($id: ID!) {\n    staffGroup(id: $id) {\n      group {\n        id\n        name\n        status\n        deadline\n        submissionsLocked\n        members {\n          email\n          status\n          hasSubmitted\n        }\n        matrix {\n          sizes\n          grandTotal\n          products {\n            productName\n            total\n          }\n        }\n      }\n      designs {\n        id\n        title\n        statusLabel\n      }\n      quotes {\n        id\n        title\n        statusLabel\n        amount\n      }\n      orders {\n        id\n        title\n        statusLabel\n        amount\n      }\n      actions {\n        canExtendDeadline\n        canArchive\n        canSendReminder\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupAdminTestDetail($id: ID!) {\n    staffGroup(id: $id) {\n      group {\n        id\n        name\n        status\n        deadline\n        submissionsLocked\n        members {\n          email\n          status\n          hasSubmitted\n        }\n        matrix {\n          sizes\n          grandTotal\n          products {\n            productName\n            total\n          }\n        }\n      }\n      designs {\n        id\n        title\n        statusLabel\n      }\n      quotes {\n        id\n        title\n        statusLabel\n        amount\n      }\n      orders {\n        id\n        title\n        statusLabel\n        amount\n      }\n      actions {\n        canExtendDeadline\n        canArchive\n        canSendReminder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupAdminTestExtend($id: ID!, $input: ExtendGroupDeadlineInput!) {\n    extendGroupDeadline(id: $id, input: $input) {\n      group {\n        id\n        deadline\n        submissionsLocked\n      }\n      actions {\n        canSendReminder\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupAdminTestExtend($id: ID!, $input: ExtendGroupDeadlineInput!) {\n    extendGroupDeadline(id: $id, input: $input) {\n      group {\n        id\n        deadline\n        submissionsLocked\n      }\n      actions {\n        canSendReminder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupAdminTestArchive($id: ID!) {\n    archiveGroup(id: $id) {\n      group {\n        id\n        status\n      }\n      actions {\n        canExtendDeadline\n        canArchive\n        canSendReminder\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupAdminTestArchive($id: ID!) {\n    archiveGroup(id: $id) {\n      group {\n        id\n        status\n      }\n      actions {\n        canExtendDeadline\n        canArchive\n        canSendReminder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupAdminTestRemind($id: ID!) {\n    sendGroupSizeReminder(id: $id) {\n      reminded\n    }\n  }\n"): (typeof documents)["\n  mutation GroupAdminTestRemind($id: ID!) {\n    sendGroupSizeReminder(id: $id) {\n      reminded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupAdminTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {\n    submitGroupSizes(groupId: $groupId, input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation GroupAdminTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {\n    submitGroupSizes(groupId: $groupId, input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupPaymentsDetail($id: ID!) {\n    group(id: $id) {\n      viewerRole\n      members {\n        email\n        paid\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupPaymentsDetail($id: ID!) {\n    group(id: $id) {\n      viewerRole\n      members {\n        email\n        paid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupPaymentsOrder($id: ID!) {\n    order(id: $id) {\n      paid\n    }\n  }\n"): (typeof documents)["\n  query GroupPaymentsOrder($id: ID!) {\n    order(id: $id) {\n      paid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupPaymentsRemind($id: ID!) {\n    sendGroupPaymentReminder(id: $id) {\n      reminded\n      staffGroup {\n        group {\n          members {\n            email\n            paid\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupPaymentsRemind($id: ID!) {\n    sendGroupPaymentReminder(id: $id) {\n      reminded\n      staffGroup {\n        group {\n          members {\n            email\n            paid\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupPaymentsActions($id: ID!) {\n    staffGroup(id: $id) {\n      actions {\n        canSendPaymentReminder\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupPaymentsActions($id: ID!) {\n    staffGroup(id: $id) {\n      actions {\n        canSendPaymentReminder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupPaymentsInvoice($id: ID!) {\n    invoice(id: $id) {\n      status\n      statusLabel\n      paymentNote\n      restAmount\n    }\n  }\n"): (typeof documents)["\n  query GroupPaymentsInvoice($id: ID!) {\n    invoice(id: $id) {\n      status\n      statusLabel\n      paymentNote\n      restAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupsTestDetail on GroupDetail {\n    id\n    name\n    school\n    graduationYear\n    coordinatorEmail\n    coordinatorName\n    inviteCode\n    deadline\n    status\n    maxMembers\n    description\n    memberCount\n    invitedCount\n    submissionCount\n    viewerRole\n    myStatus\n    submissionsLocked\n    quoteRequestedAt\n    members {\n      id\n      email\n      firstName\n      lastName\n      status\n      joinedAt\n      hasSubmitted\n    }\n    submissions {\n      id\n      memberEmail\n      memberName\n      notes\n      lines {\n        productId\n        productName\n        size\n        color\n        quantity\n        printName\n      }\n    }\n    mySubmission {\n      id\n      lines {\n        productName\n        size\n        color\n        quantity\n        printName\n      }\n    }\n    matrix {\n      sizes\n      grandTotal\n      sizeTotals\n      products {\n        productName\n        total\n        sizeTotals\n        rows {\n          color\n          colorLabel\n          counts\n          total\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment GroupsTestDetail on GroupDetail {\n    id\n    name\n    school\n    graduationYear\n    coordinatorEmail\n    coordinatorName\n    inviteCode\n    deadline\n    status\n    maxMembers\n    description\n    memberCount\n    invitedCount\n    submissionCount\n    viewerRole\n    myStatus\n    submissionsLocked\n    quoteRequestedAt\n    members {\n      id\n      email\n      firstName\n      lastName\n      status\n      joinedAt\n      hasSubmitted\n    }\n    submissions {\n      id\n      memberEmail\n      memberName\n      notes\n      lines {\n        productId\n        productName\n        size\n        color\n        quantity\n        printName\n      }\n    }\n    mySubmission {\n      id\n      lines {\n        productName\n        size\n        color\n        quantity\n        printName\n      }\n    }\n    matrix {\n      sizes\n      grandTotal\n      sizeTotals\n      products {\n        productName\n        total\n        sizeTotals\n        rows {\n          color\n          colorLabel\n          counts\n          total\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupsTestCreate($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      __typename\n      group {\n        ...GroupsTestDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupsTestCreate($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      __typename\n      group {\n        ...GroupsTestDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupsTestUpdate($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      __typename\n      group {\n        ...GroupsTestDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupsTestUpdate($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      __typename\n      group {\n        ...GroupsTestDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupsTestJoin($code: String!) {\n    joinGroup(inviteCode: $code) {\n      __typename\n      alreadyMember\n      message\n      group {\n        id\n        name\n        myStatus\n        viewerRole\n        inviteCode\n        memberCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupsTestJoin($code: String!) {\n    joinGroup(inviteCode: $code) {\n      __typename\n      alreadyMember\n      message\n      group {\n        id\n        name\n        myStatus\n        viewerRole\n        inviteCode\n        memberCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupsTestRespond($groupId: ID!, $accept: Boolean!) {\n    respondToGroupInvitation(groupId: $groupId, accept: $accept) {\n      __typename\n      alreadyMember\n      message\n      group {\n        id\n        myStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupsTestRespond($groupId: ID!, $accept: Boolean!) {\n    respondToGroupInvitation(groupId: $groupId, accept: $accept) {\n      __typename\n      alreadyMember\n      message\n      group {\n        id\n        myStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupsTestInvite($groupId: ID!, $email: String!) {\n    inviteGroupMember(groupId: $groupId, email: $email) {\n      __typename\n      message\n      member {\n        id\n        email\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupsTestInvite($groupId: ID!, $email: String!) {\n    inviteGroupMember(groupId: $groupId, email: $email) {\n      __typename\n      message\n      member {\n        id\n        email\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupsTestRemove($groupId: ID!, $memberId: ID!) {\n    removeGroupMember(groupId: $groupId, memberId: $memberId) {\n      memberId\n    }\n  }\n"): (typeof documents)["\n  mutation GroupsTestRemove($groupId: ID!, $memberId: ID!) {\n    removeGroupMember(groupId: $groupId, memberId: $memberId) {\n      memberId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupsTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {\n    submitGroupSizes(groupId: $groupId, input: $input) {\n      __typename\n      message\n      submission {\n        id\n        memberEmail\n        locked\n        lines {\n          productName\n          size\n          color\n          quantity\n          printName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupsTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {\n    submitGroupSizes(groupId: $groupId, input: $input) {\n      __typename\n      message\n      submission {\n        id\n        memberEmail\n        locked\n        lines {\n          productName\n          size\n          color\n          quantity\n          printName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupsTestSend($groupId: ID!) {\n    sendGroupSizesToShop(groupId: $groupId) {\n      __typename\n      contactId\n      quoteRequestedAt\n      message\n      group {\n        quoteRequestedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GroupsTestSend($groupId: ID!) {\n    sendGroupSizesToShop(groupId: $groupId) {\n      __typename\n      contactId\n      quoteRequestedAt\n      message\n      group {\n        quoteRequestedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupsTestGroup($id: ID!) {\n    group(id: $id) {\n      ...GroupsTestDetail\n    }\n  }\n"): (typeof documents)["\n  query GroupsTestGroup($id: ID!) {\n    group(id: $id) {\n      ...GroupsTestDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupsTestMyGroups {\n    myGroups {\n      coordinated {\n        id\n        name\n        inviteCode\n        viewerRole\n        memberCount\n        invitedCount\n        submissionCount\n        maxMembers\n      }\n      memberOf {\n        id\n        name\n        inviteCode\n        viewerRole\n        myStatus\n      }\n      submissions {\n        groupId\n        groupName\n        locked\n        lines {\n          productName\n          size\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupsTestMyGroups {\n    myGroups {\n      coordinated {\n        id\n        name\n        inviteCode\n        viewerRole\n        memberCount\n        invitedCount\n        submissionCount\n        maxMembers\n      }\n      memberOf {\n        id\n        name\n        inviteCode\n        viewerRole\n        myStatus\n      }\n      submissions {\n        groupId\n        groupName\n        locked\n        lines {\n          productName\n          size\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceAdminList($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        invoiceNumber\n        kind\n        orderNumber\n        customerEmail\n        customerName\n        amount\n        status\n        statusLabel\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoiceAdminList($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        invoiceNumber\n        kind\n        orderNumber\n        customerEmail\n        customerName\n        amount\n        status\n        statusLabel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceAdminDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      kind\n      amount\n      taxAmount\n      kid\n      status\n      paymentReference\n      paidDate\n      creditableAmount\n      canCredit\n      canRegisterPayment\n      creditedInvoiceNumber\n      lines {\n        description\n        quantity\n        unitPrice\n        lineTotal\n      }\n      creditNotes {\n        invoiceNumber\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoiceAdminDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      kind\n      amount\n      taxAmount\n      kid\n      status\n      paymentReference\n      paidDate\n      creditableAmount\n      canCredit\n      canRegisterPayment\n      creditedInvoiceNumber\n      lines {\n        description\n        quantity\n        unitPrice\n        lineTotal\n      }\n      creditNotes {\n        invoiceNumber\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceAdminIssue($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      kid\n      amount\n      taxAmount\n      dueDate\n      issuedAt\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceAdminIssue($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      kid\n      amount\n      taxAmount\n      dueDate\n      issuedAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceAdminSend($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceAdminSend($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceAdminPay($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      status\n      statusLabel\n      paymentReference\n      paidDate\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceAdminPay($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      status\n      statusLabel\n      paymentReference\n      paidDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceAdminCredit($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n      kind\n      amount\n      taxAmount\n      creditedInvoiceNumber\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceAdminCredit($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n      kind\n      amount\n      taxAmount\n      creditedInvoiceNumber\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceAdminMembers($orderId: Int) {\n    issueMemberInvoices(orderId: $orderId) {\n      id\n      invoiceNumber\n      customerEmail\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceAdminMembers($orderId: Int) {\n    issueMemberInvoices(orderId: $orderId) {\n      id\n      invoiceNumber\n      customerEmail\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceAdminCustomerList {\n    customerArea {\n      invoices {\n        id\n        invoiceNumber\n        kind\n        amount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoiceAdminCustomerList {\n    customerArea {\n      invoices {\n        id\n        invoiceNumber\n        kind\n        amount\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailLimitsTestContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation MailLimitsTestContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailLimitsTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation MailLimitsTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailLimitsTestJoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation MailLimitsTestJoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailLimitsTestCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      __typename\n      group {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MailLimitsTestCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      __typename\n      group {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailLimitsTestInvite($groupId: ID!, $email: String!) {\n    inviteGroupMember(groupId: $groupId, email: $email) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation MailLimitsTestInvite($groupId: ID!, $email: String!) {\n    inviteGroupMember(groupId: $groupId, email: $email) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailLogTestList($search: String, $filter: StaffMailDeliveryFilter, $offset: Int, $limit: Int) {\n    staffMailDeliveries(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        at\n        recipient\n        type\n        kind\n        subject\n        status\n        attempts\n        lastError\n        recordType\n        recordId\n        resendOfId\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailLogTestList($search: String, $filter: StaffMailDeliveryFilter, $offset: Int, $limit: Int) {\n    staffMailDeliveries(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        at\n        recipient\n        type\n        kind\n        subject\n        status\n        attempts\n        lastError\n        recordType\n        recordId\n        resendOfId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailLogTestDetail($id: ID!) {\n    mailDelivery(id: $id) {\n      id\n      recipient\n      subject\n      status\n      attempts\n      recordType\n      recordId\n      html\n      text\n      canResend\n      resendOfId\n      resends {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailLogTestDetail($id: ID!) {\n    mailDelivery(id: $id) {\n      id\n      recipient\n      subject\n      status\n      attempts\n      recordType\n      recordId\n      html\n      text\n      canResend\n      resendOfId\n      resends {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailLogTestResend($id: ID!) {\n    resendMail(id: $id) {\n      id\n      status\n      resendOfId\n    }\n  }\n"): (typeof documents)["\n  mutation MailLogTestResend($id: ID!) {\n    resendMail(id: $id) {\n      id\n      status\n      resendOfId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailLogTestContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MailLogTestContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAdminTestList($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        school\n        graduationYear\n        status\n        statusLabel\n        joinedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberAdminTestList($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        school\n        graduationYear\n        status\n        statusLabel\n        joinedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAdminTestDetail($id: ID!) {\n    staffMember(id: $id) {\n      id\n      email\n      name\n      status\n      customerArea {\n        profile {\n          email\n        }\n        orders {\n          id\n        }\n        invoices {\n          id\n        }\n        designs {\n          id\n        }\n        groups {\n          id\n        }\n        memberOfGroups {\n          id\n        }\n        messageThreads {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberAdminTestDetail($id: ID!) {\n    staffMember(id: $id) {\n      id\n      email\n      name\n      status\n      customerArea {\n        profile {\n          email\n        }\n        orders {\n          id\n        }\n        invoices {\n          id\n        }\n        designs {\n          id\n        }\n        groups {\n          id\n        }\n        memberOfGroups {\n          id\n        }\n        messageThreads {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAdminTestOwnArea {\n    customerArea {\n      orders {\n        id\n      }\n      invoices {\n        id\n      }\n      designs {\n        id\n      }\n      groups {\n        id\n      }\n      memberOfGroups {\n        id\n      }\n      messageThreads {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberAdminTestOwnArea {\n    customerArea {\n      orders {\n        id\n      }\n      invoices {\n        id\n      }\n      designs {\n        id\n      }\n      groups {\n        id\n      }\n      memberOfGroups {\n        id\n      }\n      messageThreads {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberAdminTestDeactivate($id: ID!) {\n    deactivateMember(id: $id) {\n      id\n      status\n      statusLabel\n    }\n  }\n"): (typeof documents)["\n  mutation MemberAdminTestDeactivate($id: ID!) {\n    deactivateMember(id: $id) {\n      id\n      status\n      statusLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberAdminTestActivate($id: ID!) {\n    activateMember(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MemberAdminTestActivate($id: ID!) {\n    activateMember(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberAdminTestDelete($email: String!) {\n    deleteAccount(email: $email, confirmEmail: $email) {\n      __typename\n      ... on AccountDeleted {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MemberAdminTestDelete($email: String!) {\n    deleteAccount(email: $email, confirmEmail: $email) {\n      __typename\n      ... on AccountDeleted {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembersTestJoin($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      member {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MembersTestJoin($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      member {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageAdminTestInbox($search: String, $status: String, $unread: Boolean, $sort: ListSort) {\n    staffMessageThreads(search: $search, filter: { status: $status, unread: $unread }, sort: $sort) {\n      total\n      items {\n        id\n        subject\n        status\n        memberEmail\n        customerName\n        relatedOrderId\n        relatedOrderNumber\n        unreadCount\n        messageCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageAdminTestInbox($search: String, $status: String, $unread: Boolean, $sort: ListSort) {\n    staffMessageThreads(search: $search, filter: { status: $status, unread: $unread }, sort: $sort) {\n      total\n      items {\n        id\n        subject\n        status\n        memberEmail\n        customerName\n        relatedOrderId\n        relatedOrderNumber\n        unreadCount\n        messageCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageAdminTestUnread {\n    staffUnreadThreadCount\n  }\n"): (typeof documents)["\n  query MessageAdminTestUnread {\n    staffUnreadThreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageAdminTestThread($id: ID!) {\n    staffMessageThread(id: $id) {\n      id\n      status\n      unreadCount\n      entries {\n        key\n        kind\n        body\n        author\n        isRead\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageAdminTestThread($id: ID!) {\n    staffMessageThread(id: $id) {\n      id\n      status\n      unreadCount\n      entries {\n        key\n        kind\n        body\n        author\n        isRead\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageAdminTestReply($threadId: ID!, $body: String!) {\n    replyToThreadAsStaff(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        id\n        status\n        entries {\n          kind\n          body\n          author\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MessageAdminTestReply($threadId: ID!, $body: String!) {\n    replyToThreadAsStaff(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        id\n        status\n        entries {\n          kind\n          body\n          author\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageAdminTestNote($threadId: ID!, $body: String!) {\n    addThreadNote(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        status\n        entries {\n          kind\n          body\n          author\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MessageAdminTestNote($threadId: ID!, $body: String!) {\n    addThreadNote(threadId: $threadId, body: $body) {\n      __typename\n      thread {\n        status\n        entries {\n          kind\n          body\n          author\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageAdminTestClose($threadId: ID!) {\n    closeThread(threadId: $threadId) {\n      __typename\n      thread {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MessageAdminTestClose($threadId: ID!) {\n    closeThread(threadId: $threadId) {\n      __typename\n      thread {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageAdminTestStart($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MessageAdminTestStart($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageAdminTestCustomerReply($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      status\n      unreadCount\n      messages {\n        senderType\n        senderEmail\n        body\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MessageAdminTestCustomerReply($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      status\n      unreadCount\n      messages {\n        senderType\n        senderEmail\n        body\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageAdminTestCustomerThread($id: ID!) {\n    messageThread(id: $id) {\n      status\n      messages {\n        senderType\n        senderEmail\n        body\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageAdminTestCustomerThread($id: ID!) {\n    messageThread(id: $id) {\n      status\n      messages {\n        senderType\n        senderEmail\n        body\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageAdminTestCustomerList {\n    customerArea {\n      messageThreads {\n        id\n        status\n        unreadCount\n        messages {\n          body\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageAdminTestCustomerList {\n    customerArea {\n      messageThreads {\n        id\n        status\n        unreadCount\n        messages {\n          body\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageAdminTestContact($id: ID!) {\n    contact(id: $id) {\n      id\n      email\n      replyCount\n      replies {\n        body\n        staffUsername\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageAdminTestContact($id: ID!) {\n    contact(id: $id) {\n      id\n      email\n      replyCount\n      replies {\n        body\n        staffUsername\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageAdminTestContacts($search: String) {\n    staffContacts(search: $search) {\n      total\n      items {\n        id\n        replyCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageAdminTestContacts($search: String) {\n    staffContacts(search: $search) {\n      total\n      items {\n        id\n        replyCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageAdminTestAnswer($id: ID!, $body: String!) {\n    answerContact(id: $id, body: $body) {\n      __typename\n      contact {\n        replyCount\n        replies {\n          body\n          staffUsername\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MessageAdminTestAnswer($id: ID!, $body: String!) {\n    answerContact(id: $id, body: $body) {\n      __typename\n      contact {\n        replyCount\n        replies {\n          body\n          staffUsername\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesTestThread($id: ID!) {\n    messageThread(id: $id) {\n      id\n      subject\n      type\n      status\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        senderEmail\n        body\n        isRead\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagesTestThread($id: ID!) {\n    messageThread(id: $id) {\n      id\n      subject\n      type\n      status\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        senderEmail\n        body\n        isRead\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesTestStart($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n      subject\n      type\n      status\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        senderEmail\n        body\n        isRead\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MessagesTestStart($input: StartMessageThreadInput!) {\n    startMessageThread(input: $input) {\n      __typename\n      id\n      subject\n      type\n      status\n      relatedOrderId\n      relatedDesignId\n      relatedGroupId\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        senderEmail\n        body\n        isRead\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesTestReply($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      id\n      status\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        body\n        isRead\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MessagesTestReply($threadId: ID!, $body: String!) {\n    replyToThread(threadId: $threadId, body: $body) {\n      __typename\n      id\n      status\n      lastMessageAt\n      unreadCount\n      messages {\n        id\n        senderType\n        body\n        isRead\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesTestAreaThreads {\n    customerArea {\n      email\n      messageThreads {\n        id\n        subject\n        status\n        type\n        unreadCount\n      }\n      counts {\n        messages\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagesTestAreaThreads {\n    customerArea {\n      email\n      messageThreads {\n        id\n        subject\n        status\n        type\n        unreadCount\n      }\n      counts {\n        messages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsTestProducts {\n    products {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MetricsTestProducts {\n    products {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterTestSubscribers($search: String, $status: String) {\n    staffNewsletterSubscribers(search: $search, filter: { status: $status }) {\n      total\n      items {\n        email\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterTestSubscribers($search: String, $status: String) {\n    staffNewsletterSubscribers(search: $search, filter: { status: $status }) {\n      total\n      items {\n        email\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterTestCreate($input: CampaignInput!) {\n    createNewsletterCampaign(input: $input) {\n      __typename\n      campaign {\n        id\n        status\n        audienceText\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation NewsletterTestCreate($input: CampaignInput!) {\n    createNewsletterCampaign(input: $input) {\n      __typename\n      campaign {\n        id\n        status\n        audienceText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterTestDetail($id: ID!) {\n    newsletterCampaign(id: $id) {\n      campaign {\n        id\n        status\n        subject\n      }\n      audienceCount\n      progress {\n        total\n        sent\n        remaining\n        stopped\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterTestDetail($id: ID!) {\n    newsletterCampaign(id: $id) {\n      campaign {\n        id\n        status\n        subject\n      }\n      audienceCount\n      progress {\n        total\n        sent\n        remaining\n        stopped\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterTestChange($id: ID!, $step: String!) {\n    changeNewsletterCampaignStatus(id: $id, step: $step) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation NewsletterTestChange($id: ID!, $step: String!) {\n    changeNewsletterCampaignStatus(id: $id, step: $step) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterTestMail($id: ID!) {\n    sendNewsletterTestMail(id: $id) {\n      to\n    }\n  }\n"): (typeof documents)["\n  mutation NewsletterTestMail($id: ID!) {\n    sendNewsletterTestMail(id: $id) {\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation NewsletterTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderAdminTestList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        orderNumber\n        customerEmail\n        customerName\n        createdAt\n        itemCount\n        totalAmount\n        status\n        invoiceStatus\n        invoiceCount\n        shipmentStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderAdminTestList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        orderNumber\n        customerEmail\n        customerName\n        createdAt\n        itemCount\n        totalAmount\n        status\n        invoiceStatus\n        invoiceCount\n        shipmentStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderAdminTestDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderAdminTestFields\n    }\n  }\n"): (typeof documents)["\n  query OrderAdminTestDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderAdminTestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAdminTestFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    customerEmail\n    customerName\n    cancelReason\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      quantity\n    }\n    printNames\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      amount\n      status\n    }\n    notes {\n      id\n      body\n      staffUsername\n    }\n  }\n"): (typeof documents)["\n  fragment OrderAdminTestFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    customerEmail\n    customerName\n    cancelReason\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      quantity\n    }\n    printNames\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      amount\n      status\n    }\n    notes {\n      id\n      body\n      staffUsername\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderAdminTestSetStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      id\n      status\n      cancelReason\n    }\n  }\n"): (typeof documents)["\n  mutation OrderAdminTestSetStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      id\n      status\n      cancelReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderAdminTestRegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      id\n      shipments {\n        id\n        carrier\n        trackingNumber\n        trackingUrl\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrderAdminTestRegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      id\n      shipments {\n        id\n        carrier\n        trackingNumber\n        trackingUrl\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderAdminTestMarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      id\n      status\n      shipments {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrderAdminTestMarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      id\n      status\n      shipments {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderAdminTestAddNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      id\n      notes {\n        id\n        body\n        staffUsername\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrderAdminTestAddNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      id\n      notes {\n        id\n        body\n        staffUsername\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderAdminTestCustomerOrders {\n    customerArea {\n      orders {\n        id\n        status\n        notes\n        cancelReason\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderAdminTestCustomerOrders {\n    customerArea {\n      orders {\n        id\n        status\n        notes\n        cancelReason\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTestOrders {\n    customerArea {\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersTestOrders {\n    customerArea {\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverviewTestFigures {\n    adminOverview {\n      newQuoteRequests\n      quotesAwaitingCustomer\n      ordersByStatus {\n        status\n        count\n      }\n      overdueInvoices\n      overdueAmount\n      designsWaiting\n      unreadThreads\n      failedMails\n      ordersPerWeek {\n        weekStart\n        isoWeek\n        count\n      }\n      invoicedPerMonth {\n        month\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query OverviewTestFigures {\n    adminOverview {\n      newQuoteRequests\n      quotesAwaitingCustomer\n      ordersByStatus {\n        status\n        count\n      }\n      overdueInvoices\n      overdueAmount\n      designsWaiting\n      unreadThreads\n      failedMails\n      ordersPerWeek {\n        weekStart\n        isoWeek\n        count\n      }\n      invoicedPerMonth {\n        month\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverviewTestContacts($subject: String, $hasQuote: Boolean) {\n    staffContacts(filter: { subject: $subject, hasQuote: $hasQuote }) {\n      total\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query OverviewTestContacts($subject: String, $hasQuote: Boolean) {\n    staffContacts(filter: { subject: $subject, hasQuote: $hasQuote }) {\n      total\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverviewTestLinkedLists($mailFrom: DateTimeISO) {\n    staffDesigns(filter: { status: \"pending\" }) {\n      total\n    }\n    staffMessageThreads(filter: { unread: true }) {\n      total\n    }\n    staffMailDeliveries(filter: { status: \"failed\", from: $mailFrom }) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query OverviewTestLinkedLists($mailFrom: DateTimeISO) {\n    staffDesigns(filter: { status: \"pending\" }) {\n      total\n    }\n    staffMessageThreads(filter: { unread: true }) {\n      total\n    }\n    staffMailDeliveries(filter: { status: \"failed\", from: $mailFrom }) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnershipTestArea($email: String) {\n    customerArea(email: $email) {\n      email\n      profile {\n        email\n        firstName\n      }\n      orders {\n        orderNumber\n        items {\n          name\n        }\n      }\n      coupons {\n        id\n      }\n      invoices {\n        id\n      }\n      addresses {\n        id\n      }\n      returns {\n        id\n      }\n      groups {\n        id\n      }\n      memberOfGroups {\n        id\n      }\n      groupMemberships {\n        id\n      }\n      designs {\n        id\n      }\n      messageThreads {\n        id\n      }\n      sizeSubmissions {\n        id\n      }\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnershipTestArea($email: String) {\n    customerArea(email: $email) {\n      email\n      profile {\n        email\n        firstName\n      }\n      orders {\n        orderNumber\n        items {\n          name\n        }\n      }\n      coupons {\n        id\n      }\n      invoices {\n        id\n      }\n      addresses {\n        id\n      }\n      returns {\n        id\n      }\n      groups {\n        id\n      }\n      memberOfGroups {\n        id\n      }\n      groupMemberships {\n        id\n      }\n      designs {\n        id\n      }\n      messageThreads {\n        id\n      }\n      sizeSubmissions {\n        id\n      }\n      counts {\n        orders\n        designs\n        groups\n        messages\n        addresses\n        unusedCoupons\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnershipTestOwnRecords {\n    customerArea {\n      orders {\n        id\n      }\n      invoices {\n        id\n      }\n      returns {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnershipTestOwnRecords {\n    customerArea {\n      orders {\n        id\n      }\n      invoices {\n        id\n      }\n      returns {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OwnershipTestRequestReturn($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      ... on ReturnRequested {\n        returns {\n          id\n          orderItemId\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OwnershipTestRequestReturn($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      ... on ReturnRequested {\n        returns {\n          id\n          orderItemId\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OwnershipTestRemoveMember($groupId: ID!, $memberId: ID!) {\n    removeGroupMember(groupId: $groupId, memberId: $memberId) {\n      memberId\n    }\n  }\n"): (typeof documents)["\n  mutation OwnershipTestRemoveMember($groupId: ID!, $memberId: ID!) {\n    removeGroupMember(groupId: $groupId, memberId: $memberId) {\n      memberId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsList($filter: BankPaymentFilter, $search: String) {\n    bankPayments(filter: $filter, search: $search) {\n      total\n      items {\n        id\n        bookedOn\n        amount\n        kid\n        payerName\n        status\n        statusLabel\n        invoiceNumber\n      }\n    }\n    openBankPaymentCount\n  }\n"): (typeof documents)["\n  query PaymentsList($filter: BankPaymentFilter, $search: String) {\n    bankPayments(filter: $filter, search: $search) {\n      total\n      items {\n        id\n        bookedOn\n        amount\n        kid\n        payerName\n        status\n        statusLabel\n        invoiceNumber\n      }\n    }\n    openBankPaymentCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsCandidates($paymentId: ID!, $search: String) {\n    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {\n      id\n      invoiceNumber\n      restAmount\n      restMatches\n    }\n  }\n"): (typeof documents)["\n  query PaymentsCandidates($paymentId: ID!, $search: String) {\n    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {\n      id\n      invoiceNumber\n      restAmount\n      restMatches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsLink($id: ID!, $invoiceId: ID!) {\n    linkBankPayment(id: $id, invoiceId: $invoiceId) {\n      id\n      status\n      statusLabel\n      invoiceNumber\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentsLink($id: ID!, $invoiceId: ID!) {\n    linkBankPayment(id: $id, invoiceId: $invoiceId) {\n      id\n      status\n      statusLabel\n      invoiceNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsIgnore($id: ID!, $reason: String!) {\n    ignoreBankPayment(id: $id, reason: $reason) {\n      id\n      status\n      statusLabel\n      ignoreReason\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentsIgnore($id: ID!, $reason: String!) {\n    ignoreBankPayment(id: $id, reason: $reason) {\n      id\n      status\n      statusLabel\n      ignoreReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsOfInvoice($id: ID!) {\n    invoice(id: $id) {\n      status\n      statusLabel\n      paidAmount\n      restAmount\n      refundAmount\n      canRegisterPayment\n    }\n    invoiceBankPayments(invoiceId: $id) {\n      amount\n      status\n    }\n  }\n"): (typeof documents)["\n  query PaymentsOfInvoice($id: ID!) {\n    invoice(id: $id) {\n      status\n      statusLabel\n      paidAmount\n      restAmount\n      refundAmount\n      canRegisterPayment\n    }\n    invoiceBankPayments(invoiceId: $id) {\n      amount\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsOrders($search: String) {\n    staffOrders(search: $search, filter: { invoiceStatus: \"partially_paid\" }) {\n      total\n      items {\n        invoiceStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentsOrders($search: String) {\n    staffOrders(search: $search, filter: { invoiceStatus: \"partially_paid\" }) {\n      total\n      items {\n        invoiceStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsRegister($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentsRegister($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCacheTestProducts {\n    products {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"): (typeof documents)["\n  query ProductCacheTestProducts {\n    products {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCacheTestCategory($c: String) {\n    products(category: $c) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"): (typeof documents)["\n  query ProductCacheTestCategory($c: String) {\n    products(category: $c) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileTestUpdate($input: ProfileInput!, $email: String) {\n    updateProfile(input: $input, email: $email) {\n      __typename\n      profile {\n        email\n        firstName\n        lastName\n        school\n        graduationYear\n        emailNotifications\n        shareNameWithCoordinators\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileTestUpdate($input: ProfileInput!, $email: String) {\n    updateProfile(input: $input, email: $email) {\n      __typename\n      profile {\n        email\n        firstName\n        lastName\n        school\n        graduationYear\n        emailNotifications\n        shareNameWithCoordinators\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileTestSettings($input: ProfileSettingsInput!, $email: String) {\n    updateProfileSettings(input: $input, email: $email) {\n      email\n      firstName\n      lastName\n      school\n      graduationYear\n      emailNotifications\n      shareNameWithCoordinators\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileTestSettings($input: ProfileSettingsInput!, $email: String) {\n    updateProfileSettings(input: $input, email: $email) {\n      email\n      firstName\n      lastName\n      school\n      graduationYear\n      emailNotifications\n      shareNameWithCoordinators\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileTestSignOutEverywhere($email: String) {\n    signOutEverywhere(email: $email)\n  }\n"): (typeof documents)["\n  mutation ProfileTestSignOutEverywhere($email: String) {\n    signOutEverywhere(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileTestDeleteAccount($confirmEmail: String!, $email: String) {\n    deleteAccount(confirmEmail: $confirmEmail, email: $email) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n      filesDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileTestDeleteAccount($confirmEmail: String!, $email: String) {\n    deleteAccount(confirmEmail: $confirmEmail, email: $email) {\n      __typename\n      email\n      ordersKept\n      invoicesKept\n      filesDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileTestArea {\n    customerArea {\n      email\n      profile {\n        email\n        firstName\n        lastName\n        school\n        graduationYear\n        emailNotifications\n        shareNameWithCoordinators\n      }\n      groupMemberships {\n        email\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileTestArea {\n    customerArea {\n      email\n      profile {\n        email\n        firstName\n        lastName\n        school\n        graduationYear\n        emailNotifications\n        shareNameWithCoordinators\n      }\n      groupMemberships {\n        email\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAnswersProducts {\n    products {\n      id\n      name\n      price\n    }\n  }\n"): (typeof documents)["\n  query PublicAnswersProducts {\n    products {\n      id\n      name\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAnswersFaq {\n    faqItems {\n      id\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query PublicAnswersFaq {\n    faqItems {\n      id\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAnswersProductsAndViewer {\n    products {\n      id\n    }\n    viewer {\n      email\n    }\n  }\n"): (typeof documents)["\n  query PublicAnswersProductsAndViewer {\n    products {\n      id\n    }\n    viewer {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicAnswersSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation PublicAnswersSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicAnswersUpdateFaq($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      answer\n    }\n  }\n"): (typeof documents)["\n  mutation PublicAnswersUpdateFaq($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotesTestQuote on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    isMember\n    status\n    statusLabel\n    couponCode\n    validUntil\n    orderId\n    orderNumber\n    previousVersionId\n    replacedById\n    canEdit\n    canSend\n    canNewVersion\n    discount {\n      kind\n      reading\n      percent\n    }\n    lines {\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designId\n      designName\n      printName\n    }\n    totals {\n      pieces\n      goods\n      discountAmount\n      discountLabel\n      discountReason\n      setAsideLabel\n      goodsAfterDiscount\n      shipping\n      shippingLabel\n      vat\n      totalExclVat\n      total\n      rows {\n        label\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment QuotesTestQuote on Quote {\n    id\n    quoteNumber\n    version\n    customerEmail\n    customerName\n    isMember\n    status\n    statusLabel\n    couponCode\n    validUntil\n    orderId\n    orderNumber\n    previousVersionId\n    replacedById\n    canEdit\n    canSend\n    canNewVersion\n    discount {\n      kind\n      reading\n      percent\n    }\n    lines {\n      productId\n      productName\n      description\n      size\n      color\n      quantity\n      unitPrice\n      subtotal\n      designId\n      designName\n      printName\n    }\n    totals {\n      pieces\n      goods\n      discountAmount\n      discountLabel\n      discountReason\n      setAsideLabel\n      goodsAfterDiscount\n      shipping\n      shippingLabel\n      vat\n      totalExclVat\n      total\n      rows {\n        label\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestCreate($input: QuoteInput!) {\n    createQuote(input: $input) {\n      ...QuotesTestQuote\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestCreate($input: QuoteInput!) {\n    createQuote(input: $input) {\n      ...QuotesTestQuote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestUpdate($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      ...QuotesTestQuote\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestUpdate($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      ...QuotesTestQuote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestPreview($input: QuoteInput!) {\n    previewQuoteTotals(input: $input) {\n      pieces\n      goods\n      discountAmount\n      discountLabel\n      setAsideLabel\n      shipping\n      vat\n      total\n    }\n  }\n"): (typeof documents)["\n  query QuotesTestPreview($input: QuoteInput!) {\n    previewQuoteTotals(input: $input) {\n      pieces\n      goods\n      discountAmount\n      discountLabel\n      setAsideLabel\n      shipping\n      vat\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestList($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        quoteNumber\n        status\n        totals {\n          total\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuotesTestList($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {\n    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        quoteNumber\n        status\n        totals {\n          total\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestGet($id: ID!) {\n    quote(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n"): (typeof documents)["\n  query QuotesTestGet($id: ID!) {\n    quote(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestSend($id: ID!) {\n    sendQuote(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestSend($id: ID!) {\n    sendQuote(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestNewVersion($id: ID!) {\n    newQuoteVersion(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestNewVersion($id: ID!) {\n    newQuoteVersion(id: $id) {\n      ...QuotesTestQuote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestAccept($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n      orderNumber\n      quote {\n        id\n        status\n        orderId\n        orderNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestAccept($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n      orderNumber\n      quote {\n        id\n        status\n        orderId\n        orderNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestDecline($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      id\n      status\n      declineReason\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestDecline($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      id\n      status\n      declineReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestArea {\n    customerArea {\n      quotes {\n        id\n        quoteNumber\n        version\n        status\n        canAnswer\n        totals {\n          total\n          rows {\n            label\n            amount\n          }\n        }\n      }\n      orders {\n        id\n        orderNumber\n        status\n        totalAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuotesTestArea {\n    customerArea {\n      quotes {\n        id\n        quoteNumber\n        version\n        status\n        canAnswer\n        totals {\n          total\n          rows {\n            label\n            amount\n          }\n        }\n      }\n      orders {\n        id\n        orderNumber\n        status\n        totalAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestPrefillContact($contactId: Int!) {\n    quotePrefillFromContact(contactId: $contactId) {\n      customerEmail\n      contactId\n      message\n    }\n  }\n"): (typeof documents)["\n  query QuotesTestPrefillContact($contactId: Int!) {\n    quotePrefillFromContact(contactId: $contactId) {\n      customerEmail\n      contactId\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestDeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestDeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestProducts {\n    quoteProducts {\n      id\n      name\n      fromPrice\n    }\n  }\n"): (typeof documents)["\n  query QuotesTestProducts {\n    quoteProducts {\n      id\n      name\n      fromPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateLimitsTestRequestLink($email: String!) {\n    requestSignInLink(email: $email) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation RateLimitsTestRequestLink($email: String!) {\n    requestSignInLink(email: $email) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateLimitsTestJoinGroup($inviteCode: String!) {\n    joinGroup(inviteCode: $inviteCode) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation RateLimitsTestJoinGroup($inviteCode: String!) {\n    joinGroup(inviteCode: $inviteCode) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HardeningContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation HardeningContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HardeningFaqIds {\n    faqItems {\n      id\n    }\n  }\n"): (typeof documents)["\n  query HardeningFaqIds {\n    faqItems {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnAdminTestList($search: String, $status: String, $sort: ListSort) {\n    staffReturns(search: $search, filter: { status: $status }, sort: $sort) {\n      total\n      items {\n        id\n        status\n        orderNumber\n        memberEmail\n        customerName\n        itemName\n        itemPrice\n        refundAmount\n        isCustomItem\n        nextStatuses\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReturnAdminTestList($search: String, $status: String, $sort: ListSort) {\n    staffReturns(search: $search, filter: { status: $status }, sort: $sort) {\n      total\n      items {\n        id\n        status\n        orderNumber\n        memberEmail\n        customerName\n        itemName\n        itemPrice\n        refundAmount\n        isCustomItem\n        nextStatuses\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnAdminTestDetail($id: ID!) {\n    staffReturn(id: $id) {\n      id\n      status\n      refundAmount\n      rejectionReason\n      itemPrice\n      approvedAt\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  query ReturnAdminTestDetail($id: ID!) {\n    staffReturn(id: $id) {\n      id\n      status\n      refundAmount\n      rejectionReason\n      itemPrice\n      approvedAt\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnAdminTestApprove($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        id\n        status\n        refundAmount\n        nextStatuses\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnAdminTestApprove($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        id\n        status\n        refundAmount\n        nextStatuses\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnAdminTestReject($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        id\n        status\n        rejectionReason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnAdminTestReject($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      staffReturn {\n        id\n        status\n        rejectionReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnAdminTestComplete($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        id\n        status\n        completedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnAdminTestComplete($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        id\n        status\n        completedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnAdminTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnAdminTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnAdminTestOrders {\n    customerArea {\n      orders {\n        id\n        items {\n          id\n          name\n          isCustom\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReturnAdminTestOrders {\n    customerArea {\n      orders {\n        id\n        items {\n          id\n          name\n          isCustom\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n        orderId\n        orderNumber\n        orderItemId\n        reason\n        description\n        status\n        requestedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnsTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      returns {\n        id\n        orderId\n        orderNumber\n        orderItemId\n        reason\n        description\n        status\n        requestedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnsTestArea {\n    customerArea {\n      returns {\n        id\n        orderId\n        orderItemId\n        reason\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReturnsTestArea {\n    customerArea {\n      returns {\n        id\n        orderId\n        orderItemId\n        reason\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityAuthzApprove($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityAuthzApprove($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityAuthzComplete($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityAuthzComplete($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      staffReturn {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityAuthzMembers($sort: ListSort) {\n    staffMembers(sort: $sort, limit: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query SecurityAuthzMembers($sort: ListSort) {\n    staffMembers(sort: $sort, limit: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityAuthzOrders($sort: ListSort, $limit: Int = 1) {\n    staffOrders(sort: $sort, limit: $limit) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query SecurityAuthzOrders($sort: ListSort, $limit: Int = 1) {\n    staffOrders(sort: $sort, limit: $limit) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityAuthzQuotes($sort: ListSort) {\n    staffQuotes(sort: $sort, limit: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query SecurityAuthzQuotes($sort: ListSort) {\n    staffQuotes(sort: $sort, limit: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityAuthzInvoices($sort: ListSort) {\n    staffInvoices(sort: $sort, limit: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query SecurityAuthzInvoices($sort: ListSort) {\n    staffInvoices(sort: $sort, limit: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityAuthzCreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityAuthzCreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityAuthzSendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityAuthzSendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityAuthzAcceptQuote($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityAuthzAcceptQuote($id: ID!) {\n    acceptQuote(id: $id) {\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityAuthzUpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityAuthzUpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityAuthzArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      group {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityAuthzArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      group {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityAuthzJoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityAuthzJoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecuritySessionsStaffViewer {\n    staffViewer {\n      username\n    }\n  }\n"): (typeof documents)["\n  query SecuritySessionsStaffViewer {\n    staffViewer {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecuritySessionsSignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SecuritySessionsSignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityStaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        totpEnrolmentRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityStaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      secondStepRequired\n      signedIn {\n        username\n        totpEnrolmentRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityStaffSignInCode($code: String!) {\n    staffSignInCode(code: $code) {\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityStaffSignInCode($code: String!) {\n    staffSignInCode(code: $code) {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityStaffStartTotp {\n    startStaffTotpEnrolment {\n      secret\n      otpauthUrl\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityStaffStartTotp {\n    startStaffTotpEnrolment {\n      secret\n      otpauthUrl\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityStaffConfirmTotp($code: String!) {\n    confirmStaffTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityStaffConfirmTotp($code: String!) {\n    confirmStaffTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityStaffViewer {\n    staffViewer {\n      username\n      totpEnabled\n      totpEnrolmentRequired\n    }\n  }\n"): (typeof documents)["\n  query SecurityStaffViewer {\n    staffViewer {\n      username\n      totpEnabled\n      totpEnrolmentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityStaffUser($id: ID!) {\n    staffUser(id: $id) {\n      id\n      totpEnabled\n      totpRequired\n    }\n  }\n"): (typeof documents)["\n  query SecurityStaffUser($id: ID!) {\n    staffUser(id: $id) {\n      id\n      totpEnabled\n      totpRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityStaffOrders {\n    staffOrders {\n      total\n    }\n  }\n"): (typeof documents)["\n  query SecurityStaffOrders {\n    staffOrders {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityStaffResetTotp($id: ID!) {\n    resetStaffTotp(id: $id) {\n      id\n      totpEnabled\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityStaffResetTotp($id: ID!) {\n    resetStaffTotp(id: $id) {\n      id\n      totpEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityStaffRequireTotp($id: ID!, $required: Boolean!) {\n    setStaffTotpRequired(id: $id, required: $required) {\n      id\n      totpRequired\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityStaffRequireTotp($id: ID!, $required: Boolean!) {\n    setStaffTotpRequired(id: $id, required: $required) {\n      id\n      totpRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityStaffCreate($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityStaffCreate($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityUploadsCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        imageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityUploadsCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      __typename\n      product {\n        imageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityUploadsCreatePost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityUploadsCreatePost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsTestContacts {\n    staffContacts {\n      total\n    }\n  }\n"): (typeof documents)["\n  query SessionsTestContacts {\n    staffContacts {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsTestStaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  query SessionsTestStaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsTestStaffSignOut {\n    staffSignOut\n  }\n"): (typeof documents)["\n  mutation SessionsTestStaffSignOut {\n    staffSignOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsTestDeleteAccount($email: String!) {\n    deleteAccount(email: $email, confirmEmail: \"x\") {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsTestDeleteAccount($email: String!) {\n    deleteAccount(email: $email, confirmEmail: \"x\") {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsTestViewer {\n    viewer {\n      email\n    }\n  }\n"): (typeof documents)["\n  query SessionsTestViewer {\n    viewer {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharedStorageTestDeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n      filesDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation SharedStorageTestDeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail) {\n      __typename\n      filesDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsersTestList($search: String, $role: String, $active: Boolean) {\n    staffUsers(search: $search, filter: { role: $role, active: $active }) {\n      total\n      items {\n        id\n        username\n        role\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffUsersTestList($search: String, $role: String, $active: Boolean) {\n    staffUsers(search: $search, filter: { role: $role, active: $active }) {\n      total\n      items {\n        id\n        username\n        role\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUsersTestCreate($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n      username\n      name\n      email\n      role\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation StaffUsersTestCreate($input: StaffUserInput!) {\n    createStaffUser(input: $input) {\n      id\n      username\n      name\n      email\n      role\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUsersTestRole($id: ID!, $role: String!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation StaffUsersTestRole($id: ID!, $role: String!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUsersTestActive($id: ID!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation StaffUsersTestActive($id: ID!, $active: Boolean!) {\n    setStaffUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUsersTestReset($id: ID!, $password: String!) {\n    resetStaffPassword(id: $id, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StaffUsersTestReset($id: ID!, $password: String!) {\n    resetStaffPassword(id: $id, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUsersTestChangeOwn($input: ChangeOwnPasswordInput!) {\n    changeOwnPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation StaffUsersTestChangeOwn($input: ChangeOwnPasswordInput!) {\n    changeOwnPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsersTestViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  query StaffUsersTestViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsersTestAudit($search: String, $filter: StaffAuditEntryFilter, $offset: Int, $limit: Int) {\n    staffAuditEntries(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        staffUserId\n        staffUsername\n        action\n        entityType\n        entityId\n        at\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffUsersTestAudit($search: String, $filter: StaffAuditEntryFilter, $offset: Int, $limit: Int) {\n    staffAuditEntries(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        staffUserId\n        staffUsername\n        action\n        entityType\n        entityId\n        at\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsersTestAuditStaff {\n    auditStaffMembers {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query StaffUsersTestAuditStaff {\n    auditStaffMembers {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SsrTestSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation SsrTestSetHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SsrTestUpdateFaq($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      question\n    }\n  }\n"): (typeof documents)["\n  mutation SsrTestUpdateFaq($id: ID!, $input: FaqItemInput!) {\n    updateFaqItem(id: $id, input: $input) {\n      id\n      question\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;